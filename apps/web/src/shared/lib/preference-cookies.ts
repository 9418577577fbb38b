import { type Language, PREFERENCE_COOKIES, type Theme } from '@app/contracts';

const YEAR_SECONDS = 31_536_000;

/**
 * Mirrors the theme, the language and whether a session is kept into cookies, which the server
 * reads to paint the next load's HTML in them, and to render a guest's first screen only for a guest.
 * Local storage stays the source of truth.
 */
export function rememberPreferenceCookies({
  theme,
  language,
  member,
}: {
  theme: Theme;
  language: Language;
  member: boolean;
}): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of [
    [PREFERENCE_COOKIES.theme, theme],
    [PREFERENCE_COOKIES.language, language],
    [PREFERENCE_COOKIES.member, member ? '1' : '0'],
  ]) {
    // biome-ignore lint/suspicious/noDocumentCookie: two plain preference cookies; no library needed
    document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
}
