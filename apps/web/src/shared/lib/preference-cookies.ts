import { type Language, PREFERENCE_COOKIES, type Theme } from '@app/contracts';

const YEAR_SECONDS = 31_536_000;

/**
 * Mirrors the theme and language into cookies, which the server writes into the page's HTML, so the
 * next load paints in them before any script runs. Local storage stays the source of truth.
 */
export function rememberPreferenceCookies({ theme, language }: { theme: Theme; language: Language }): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of [
    [PREFERENCE_COOKIES.theme, theme],
    [PREFERENCE_COOKIES.language, language],
  ]) {
    // biome-ignore lint/suspicious/noDocumentCookie: two plain preference cookies; no library needed
    document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
}
