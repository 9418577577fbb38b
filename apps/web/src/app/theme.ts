import type { Theme } from '../shared/stores/preferences';

/** Applies the theme to the document and the browser's bar colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#0d1020' : '#f4f5fa');
}
