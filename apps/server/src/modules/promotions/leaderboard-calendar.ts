import { calendarDay } from './site-calendar.js';

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export function zonedMidnight(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = new Date(utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone));
  // Across a daylight-saving change the offset at the guess differs from the one at UTC midnight.
  return new Date(utcMidnight - zoneOffsetMs(guess, timeZone));
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The span of the period to make at `now`: from the site's midnight today, or from the end of the
 * previous period when that ended later today (the periods then follow on without a gap), to the
 * midnight `periodDays` calendar days after its first day.
 */
export function nextPeriodSpan(now: Date, timeZone: string, periodDays: number, previousEnd?: Date) {
  const todayStart = zonedMidnight(calendarDay(now, timeZone), timeZone);
  const startsAt = previousEnd && previousEnd > todayStart && previousEnd <= now ? previousEnd : todayStart;
  const endsAt = zonedMidnight(addDays(calendarDay(startsAt, timeZone), periodDays), timeZone);
  return { startsAt, endsAt };
}
