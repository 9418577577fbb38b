/** Player protection (issue 16): what a player may limit, and the breaks they may take. */

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Calendar periods of the site's time zone (a week starts on Monday); `session` is one login. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'session'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/** A raise or a removal waits this long, then needs the player's second confirmation. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** An ended break reopens this long after the player asks. */
export const REOPEN_DELAY_HOURS = 24;

/** Bounds of a limit: pesos for money, minutes for the session. */
export const LIMIT_BOUNDS = {
  money: { min: 1, max: 10_000_000 },
  sessionMinutes: { min: 5, max: 24 * 60 },
} as const;

export const TIME_OUT_CHOICES = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_CHOICES = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeOutChoice = (typeof TIME_OUT_CHOICES)[number];
export type SelfExclusionChoice = (typeof SELF_EXCLUSION_CHOICES)[number];
export type BreakChoice = TimeOutChoice | SelfExclusionChoice;

/** How long each break lasts: days, or months (calendar months); null is permanent. */
export const BREAK_LENGTH: Record<BreakChoice, { days?: number; months?: number } | null> = {
  '24h': { days: 1 },
  '7d': { days: 7 },
  '30d': { days: 30 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '5y': { months: 60 },
  permanent: null,
};

/** When a break taken at `from` ends; null for a permanent one. */
export function breakEnd(choice: BreakChoice, from: Date): Date | null {
  const length = BREAK_LENGTH[choice];
  if (!length) return null;
  const end = new Date(from);
  if (length.days) end.setTime(end.getTime() + length.days * 86_400_000);
  if (length.months) end.setUTCMonth(end.getUTCMonth() + length.months);
  return end;
}

/** The minimum age to play in the Philippines (PAGCOR; H-8, R-VAL-19). */
export const MINIMUM_AGE = 21;

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether YYYY-MM-DD is a real calendar day (not 2001-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whole years from a birth date to `today` (both YYYY-MM-DD). A birthday on 29 February counts
 * as reached on 1 March in a common year, as Philippine law reckons it.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Why a birth date cannot be accepted, or null: not a date, in the future or before 1900, or under 21. */
export function birthDateProblem(birthDate: string, today: string): 'invalid' | 'under_age' | null {
  if (!isCalendarDay(birthDate) || birthDate > today || birthDate < '1900-01-01') return 'invalid';
  return ageOn(birthDate, today) < MINIMUM_AGE ? 'under_age' : null;
}

/** The activity statement's periods, and how many of each it reaches back (the running one included). */
export const STATEMENT_PERIODS = MONEY_LIMIT_PERIODS;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
export const STATEMENT_SPAN: Record<StatementPeriod, number> = { day: 14, week: 8, month: 6 };

/** Minutes of play between two reality checks the player may choose; 60 until they choose. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
