import { daysBefore, siteToday } from '@app/contracts';

export interface DayRange {
  startDate: string;
  endDate: string;
}

export const PERIODS = ['today', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const DAYS: Record<Period | 'yesterday', number> = { today: 1, yesterday: 2, week: 7, month: 30 };

/** The Manila calendar days a period covers, today included ('yesterday': since yesterday). */
export function rangeOf(period: Period | 'yesterday', nowMs = Date.now()): DayRange {
  const endDate = siteToday(nowMs);
  return { startDate: daysBefore(endDate, DAYS[period] - 1), endDate };
}
