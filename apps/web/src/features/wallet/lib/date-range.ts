import { WALLET_POLICY } from '@app/contracts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The server reads record days in Philippine time, which is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Manila at `now`, `daysBack` days earlier, as YYYY-MM-DD. */
export function manilaDay(now: Date, daysBack = 0): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** The last 7 days including today (R-GAMES-48), in Philippine days. */
export function defaultRange(now: Date = new Date()): DateRange {
  return { startDate: manilaDay(now, WALLET_POLICY.recordsDefaultDays - 1), endDate: manilaDay(now) };
}

/** The earliest day a records screen may ask for (the server refuses older ranges). */
export function earliestDay(now: Date = new Date()): string {
  return manilaDay(now, WALLET_POLICY.recordsMaxDays);
}

/** Keeps a range the player edits well-formed: the start never after the end. */
export function orderedRange(range: DateRange): DateRange {
  return range.startDate <= range.endDate ? range : { startDate: range.endDate, endDate: range.startDate };
}
