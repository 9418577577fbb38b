/**
 * When each lottery draws and closes: house draws on their interval, official ones on their Manila
 * draw times and weekdays. Pure numbers, shared by the server's draw loop and the game page.
 */
import type { HouseLotteryGame } from './rules.js';

/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * An official draw's number is its Manila date and its place in the day, yymmddN: 2611282 is the
 * second draw (5 pm) of 28 November 2026. Answers NaN for a number that names no draw.
 */
function officialDrawTimeMs(game: HouseLotteryGame, drawNo: number): number {
  const times = game.drawTimes ?? [];
  const slot = drawNo % 10;
  const date = Math.floor(drawNo / 10);
  const [year, month, day] = [2000 + Math.floor(date / 10_000), Math.floor(date / 100) % 100, date % 100];
  const [hours, minutes] = (times[slot - 1] ?? '').split(':').map(Number);
  if (slot < 1 || hours === undefined || minutes === undefined || !Number.isInteger(drawNo))
    return Number.NaN;
  const midnight = Date.UTC(year, month - 1, day);
  const back = new Date(midnight);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return Number.NaN;
  if (game.drawDays && !game.drawDays.includes(back.getUTCDay())) return Number.NaN;
  return midnight - MANILA_OFFSET_MS + (hours * 60 + minutes) * 60_000;
}

function officialNextDrawNo(game: HouseLotteryGame, nowMs: number): number {
  const today = new Date(nowMs + MANILA_OFFSET_MS);
  for (let days = 0; ; days++) {
    const date = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS,
    );
    const yymmdd =
      (date.getUTCFullYear() - 2000) * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
    for (let slot = 1; slot <= (game.drawTimes?.length ?? 0); slot++) {
      const drawNo = yymmdd * 10 + slot;
      if (officialDrawTimeMs(game, drawNo) >= nowMs) return drawNo;
    }
  }
}

/** The draw after `drawNo` (official games: the next slot of the day, else the first of the next). */
export function followingDrawNo(game: HouseLotteryGame, drawNo: number): number {
  if (game.kind === 'house') return drawNo + 1;
  return officialNextDrawNo(game, officialDrawTimeMs(game, drawNo) + 1);
}

/**
 * When draw `drawNo` happens. House games: draw n happens at n × interval seconds since the epoch
 * (UTC). Official games: see officialDrawTimeMs.
 */
export function drawTimeMs(game: HouseLotteryGame, drawNo: number): number {
  if (game.kind === 'official') return officialDrawTimeMs(game, drawNo);
  return drawNo * game.intervalSeconds * 1000;
}

/** The first draw at or after `nowMs`. */
export function nextDrawNo(game: HouseLotteryGame, nowMs: number): number {
  if (game.kind === 'official') return officialNextDrawNo(game, nowMs);
  return Math.ceil(nowMs / (game.intervalSeconds * 1000));
}

/** When betting on draw `drawNo` closes (`closeBeforeSeconds`, unless the operator set another). */
export function closeTimeMs(game: HouseLotteryGame, drawNo: number, closeBeforeSeconds?: number): number {
  return drawTimeMs(game, drawNo) - (closeBeforeSeconds ?? game.closeBeforeSeconds) * 1000;
}
