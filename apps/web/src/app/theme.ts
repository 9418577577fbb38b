import { THEME_COLORS, type Theme } from '@app/contracts';

/** Applies the theme to the document and the browser's bar colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}
