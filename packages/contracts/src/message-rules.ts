import { LIMITS } from './constants.js';

/**
 * The language CBS_launchChat is given (R-MSG-12): upper-cased, with every Chinese variant
 * (zh, zh-CN, zh-Hant, CN …) normalised to CN.
 */
export function chatLanguage(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'CN' || upper === 'ZH' || upper.startsWith('ZH-') || upper.startsWith('ZH_')
    ? 'CN'
    : upper;
}

/** The text of an unread badge (R-MSG-16, R-CONST-13): none at 0 or below, "99+" above 99. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(Math.floor(count));
}

/** Inbox messages per page (R-MSG-11). */
export const INBOX_PAGE_SIZE = 20;
