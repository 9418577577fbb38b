import type { Theme } from '../shared/stores/preferences';

/** Applies the theme to the document; antd-mobile reads the same attribute for its dark mode. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.setAttribute('data-prefers-color-scheme', theme);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#0d1020' : '#f4f5fa');
}
