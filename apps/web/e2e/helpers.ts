import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The repository root, from this file's place in apps/web/e2e. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface RouteInfo {
  path: string;
  hasScreen: boolean;
}

/**
 * The routes of apps/web/src/app/route-table.ts, read as text: the table imports its screens
 * lazily, so it cannot be imported here. A route has a screen when its options name `screen:`, HOME or CATEGORY.
 */
export function readRouteTable(): RouteInfo[] {
  const source = readFileSync(new URL('../src/app/route-table.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const ROUTES'));
  const routes: RouteInfo[] = [];
  // An entry's options may span lines; they hold no parenthesis, so the call ends at the first one.
  for (const match of table.matchAll(/route\('([^']+)',\s*'[^']*'([^)]*)\)/g)) {
    const options = match[2] ?? '';
    routes.push({ path: match[1] as string, hasScreen: /\bscreen:|\bHOME\b|\bCATEGORY\b/.test(options) });
  }
  return routes;
}

export const HELP_KEYS = [
  'about',
  'terms',
  'privacy',
  'responsible-gaming',
  'deposits',
  'withdrawals',
  'account-security',
  'faq',
] as const;

export const EN_HELP_TITLES = [
  'About PerlaPlay',
  'Terms & Conditions',
  'Privacy Policy',
  'Responsible Gaming',
  'Deposits',
  'Withdrawals',
  'Account Security',
  'Frequently Asked Questions',
];

export const JA_HELP_TITLES = [
  'PerlaPlayについて',
  '利用規約',
  'プライバシーポリシー',
  '責任あるゲーミング',
  '入金',
  '出金',
  'アカウントのセキュリティ',
  'よくあるご質問',
];

/** Opens the home and waits for it to render. */
export async function openHome(page: Page, path = '/m/home'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('home')).toBeVisible();
}

/**
 * Holds every request matching `url` until the returned function is called; then they go on to the
 * server (or to a later route) as sent.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Opens the side menu from the footer and waits until it is on screen. */
export async function openSideMenu(page: Page): Promise<void> {
  await page.getByTestId('footer-menu-toggle').tap();
  await expect(page.getByTestId('side-menu-layer')).toHaveAttribute('aria-hidden', 'false');
  await expect(page.getByTestId('side-menu')).toBeInViewport({ ratio: 0.9 });
  // The categories arrive in a chunk of their own and push the entries below them down: a tap
  // made before they are in lands on the wrong entry.
  await expect(page.getByTestId('menu-categories')).toBeVisible();
}

/** A one-finger horizontal swipe on the page wrapper, as touchstart and touchend events. */
export async function swipeRight(page: Page, fromX: number, distance: number): Promise<void> {
  await page.evaluate(
    ({ fromX, distance }) => {
      const target = document.querySelector('[data-testid=page]');
      if (!target) throw new Error('no page wrapper');
      const y = 300;
      const start = new Touch({ identifier: 1, target, clientX: fromX, clientY: y });
      const end = new Touch({ identifier: 1, target, clientX: fromX + distance, clientY: y + 4 });
      target.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          cancelable: true,
          touches: [start],
          targetTouches: [start],
          changedTouches: [start],
        }),
      );
      target.dispatchEvent(
        new TouchEvent('touchend', {
          bubbles: true,
          cancelable: true,
          touches: [],
          targetTouches: [],
          changedTouches: [end],
        }),
      );
    },
    { fromX, distance },
  );
}
