import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { freshIp } from './account-helpers';

/** The in-house slot every play test opens (its catalogue name, its code). */
export const SLOT = { name: 'Pearl Tide', code: 'pearl-tide' } as const;

/** "1234.5" as the site writes it: 2 decimals and thousands separators. */
export const pesos = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The member the e2e catalogue credits with 5,000 PHP (apps/server/test/fixtures/e2e-catalogue.ts).
 * Every play test logs in as this one player, so tests compare balances before and after, never
 * with a fixed figure.
 */
const PLAYER = { username: 'reelplayer', password: 'coral-reef-lantern-77' };

/** Logs the funded player in through the API and stores the session, for every page of the context. */
export async function asPlayer(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/wps/session/login', {
    headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    data: { ...PLAYER, captcha: '', type: 0 },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  await page.context().addInitScript(
    (session) => {
      if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', session);
      localStorage.setItem('autoLogin', '0');
    },
    JSON.stringify({
      token: body.value.token,
      merchantCode: 'PERLA',
      userName: PLAYER.username,
      type: 0,
      firstTimeLogin: false,
    }),
  );
}

/** "₱1,234.50 PHP" → 123450. */
export function centavosIn(text: string | null): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

/** Opens the in-house vendor's games and launches the slot from its tile, as a player would. */
export async function launchSlot(page: Page): Promise<void> {
  await page.goto('/m/providers?vassalage=HOUSE');
  // The in-house vendor opens on its Crash games (R-GAMES-17); the slots are under All.
  await page.getByTestId('classify-bar').getByRole('tab', { name: 'All' }).tap();
  const tile = page.getByTestId('game-tile').filter({ hasText: SLOT.name });
  await tile.getByRole('button').first().tap();
  await expect(page).toHaveURL(new RegExp(`/m/house/slot\\?game=${SLOT.code}&token=`));
  await expect(page.getByTestId('slot')).toBeVisible();
}

export interface SpinAnswer {
  roundId: string;
  betCentavos: number;
  winCentavos: number;
  balanceCentavos: number;
  lineWins: unknown[];
}

/** Taps spin and waits for the answer and for the reels to land. */
export async function spin(page: Page): Promise<SpinAnswer> {
  const answered = page.waitForResponse((r: Response) => r.url().endsWith('/wps/house/slots/spin'));
  await page.getByTestId('spin').tap();
  const body = await (await answered).json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  await expect(page.getByTestId('slot')).toHaveAttribute('data-phase', 'result');
  return body.value as SpinAnswer;
}

/** The lottery page that /m/launchGame frames full screen (R-GAMES-41). */
export const gameFrame = (page: Page) => page.frameLocator('[data-testid="lottery-frame"]');

/** From the lottery lobby, which keeps the regional games off its list, through its link to their menu. */
export async function openRegionalMenu(page: Page, lottery: 'vn' | 'sea', path: string): Promise<void> {
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-game').first()).toBeVisible();
  await expect(page.locator(`[data-testid="lottery-game"][data-game-id^="${lottery}-"]`)).toHaveCount(0);
  const menuCall = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/lgw/${lottery}/games/game_menu`,
  );
  await page.getByTestId(`lottery-${lottery}-link`).tap();
  await expect(page).toHaveURL(new RegExp(`/m/${path}$`));
  expect((await menuCall).ok()).toBe(true);
}

/** A ₱10 bet on `pick` placed and confirmed on the framed lottery page; answers its draw number. */
export async function placeLotteryBet(page: Page, pick: string): Promise<string> {
  const game = gameFrame(page);
  await game.getByTestId('lottery-pick').fill(pick);
  await game.getByTestId('lottery-unit').fill('10');
  await game.getByTestId('lottery-multiplier').fill('1');
  await game.getByTestId('lottery-place').tap();
  const placed = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/place'));
  await game.getByTestId('lottery-confirm').getByTestId('dialog-confirm').tap();
  return String(((await (await placed).json()).value.order as { drawNo: number }).drawNo);
}
