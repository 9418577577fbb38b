import {
  type HouseLotteryGame,
  LOTTERY_LIMITS,
  type LotteryBetType,
  type LotteryVerify,
  lotteryCommitment,
  lotteryNumbers,
  lotteryOdds,
  orderCount,
} from '@app/contracts';

/** "02:05" for 125 s left, "1:02:05" past an hour; "00:00" once passed. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** How many digits a bet type's pick has in this game: first and last digit are one digit. */
export const pickLength = (game: Pick<HouseLotteryGame, 'digits'>, betType: LotteryBetType) =>
  betType === 'first' || betType === 'last' ? 1 : game.digits;

export type PickProblem = 'length' | 'one_order' | null;

/** Why a typed pick is not a bet of the game, or null when it is one. */
export function pickProblem(game: HouseLotteryGame, betType: LotteryBetType, pick: string): PickProblem {
  if (!new RegExp(`^[0-9]{${pickLength(game, betType)}}$`).test(pick)) return 'length';
  if (betType === 'rambolito' && orderCount(pick) < 2) return 'one_order';
  return null;
}

/** What a bet returns if it wins, stake included, in centavos: undefined while it is not a bet. */
export function potentialWinCentavos(
  game: HouseLotteryGame,
  betType: LotteryBetType,
  pick: string,
  unitCentavos: number,
  multiplier: number,
): number | undefined {
  if (pickProblem(game, betType, pick) !== null) return undefined;
  const odds = lotteryOdds(game, betType, pick);
  return odds === undefined ? undefined : odds * unitCentavos * multiplier;
}

/** A whole peso stake within the published limits, in centavos; null when the text is not one. */
export function unitCentavosOf(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const centavos = Number(text.trim()) * 100;
  return centavos >= LOTTERY_LIMITS.minUnitCentavos && centavos <= LOTTERY_LIMITS.maxUnitCentavos
    ? centavos
    : null;
}

/** A multiplier of 1 … the published maximum; null otherwise. */
export function multiplierOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= LOTTERY_LIMITS.maxMultiplier ? n : null;
}

/** An order id the page mints once per order, so a retried request answers the first. */
export const newOrderId = () =>
  `lot-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;

export interface DrawCheck {
  /** The numbers recomputed in this browser from the revealed seed. */
  numbers: string;
  numbersMatch: boolean;
  /** SHA-256 of the revealed seed is the commitment published before betting opened. */
  commitmentMatches: boolean;
}

/** Recomputes a drawn draw with the very code the server drew it with. */
export async function checkDraw(draw: LotteryVerify): Promise<DrawCheck> {
  const numbers = await lotteryNumbers(draw.serverSeed, draw.gameId, draw.drawNo, draw.digits);
  return {
    numbers,
    numbersMatch: numbers === draw.numbers,
    commitmentMatches: (await lotteryCommitment(draw.serverSeed)) === draw.commitment,
  };
}

/**
 * Where the game page's close control leads (R-NAV-16): the home with `pageBack=home`, else the
 * lottery hall /m/game once it has a screen, else the lottery lobby.
 */
export function closePathOf(search: URLSearchParams, hasScreen: (path: string) => boolean): string {
  if (search.get('pageBack') === 'home') return '/home';
  return hasScreen('/game') ? '/game' : '/lottery';
}

/**
 * /m/startLottery's forward to /m/launchGame (R-NAV-18, R-NAV-22, R-GAMES-41): the game's
 * parameters, `playType` ent (house draws are the entertainment mode) unless given as trad, and
 * `pageBack` kept.
 */
export function launchPathOf(search: URLSearchParams): string {
  const params = new URLSearchParams({
    playType: search.get('playType') === 'trad' ? 'trad' : 'ent',
    gameId: search.get('gameId') ?? '',
    gameGroupId: search.get('gameGroupId') ?? '',
    prize_mode: prizeModeParam(search.get('prize_mode')),
    code: search.get('code') ?? search.get('gameId') ?? '',
  });
  if (search.get('pageBack') === 'home') params.set('pageBack', 'home');
  return `/launchGame?${params}`;
}

/**
 * The lottery page /m/launchGame frames (R-GAMES-41): `mui=1` (shown inside the launcher), the play
 * type (R-NAV-22: ent, else trad), game id, prize mode and merchant code, and the session token. The
 * token goes in the fragment: a fragment never reaches the server's request log or a Referer header.
 */
export function framePathOf(search: URLSearchParams, token: string, merchantCode: string): string {
  const params = new URLSearchParams({
    mui: '1',
    playType: search.get('playType') === 'ent' ? 'ent' : 'trad',
    gameId: search.get('gameId') ?? '',
    prize_mode: prizeModeParam(search.get('prize_mode')),
    merchantCode,
  });
  return `/m/lottery/play?${params}#${new URLSearchParams({ token })}`;
}

/** The session token a framed lottery page was opened for, from its fragment. */
export const frameTokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** R-GAMES-43: Lott, ZY or Elott, Elott when missing or unknown. */
export function prizeModeParam(value: string | null): 'Lott' | 'ZY' | 'Elott' {
  return value === 'Lott' || value === 'ZY' ? value : 'Elott';
}

/** A game's draw weekdays in the reader's language ("Wed, Sat"); 2 December 2029 was a Sunday. */
export function weekdayNames(days: readonly number[], languageTag: string): string {
  const format = new Intl.DateTimeFormat(languageTag, { weekday: 'short', timeZone: 'UTC' });
  return days.map((day) => format.format(Date.UTC(2029, 11, 2 + day))).join(', ');
}
