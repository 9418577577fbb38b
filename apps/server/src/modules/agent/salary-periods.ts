import { daysBefore, rangeInstants, type SalaryPeriod, siteToday } from '@app/contracts';
import type { PayoutSlot } from './salary-repository.js';

const HOUR_MS = 3_600_000;

/** The instants a slot covers: the whole Manila day, or one Manila hour of it (Manila has no DST). */
export function slotRange(period: SalaryPeriod, slot: PayoutSlot) {
  const day = rangeInstants(slot.day, slot.day);
  if (period === 'day') return day;
  const from = new Date(day.from.getTime() + slot.hour * HOUR_MS);
  return { from, to: new Date(from.getTime() + HOUR_MS) };
}

/** The slot holding the instant `ms`: its Manila day, and the hour of it for an hourly contract. */
export function slotAt(period: SalaryPeriod, ms: number): PayoutSlot {
  const day = siteToday(ms);
  if (period === 'day') return { day, hour: 0 };
  return { day, hour: Math.floor((ms - rangeInstants(day, day).from.getTime()) / HOUR_MS) };
}

/** The `count` slots before the one holding `ms`, oldest first. */
export function slotsBefore(period: SalaryPeriod, ms: number, count: number): PayoutSlot[] {
  const current = slotAt(period, ms);
  const slots: PayoutSlot[] = [];
  for (let back = count; back >= 1; back--)
    slots.push(
      period === 'day'
        ? { day: daysBefore(current.day, back), hour: 0 }
        : slotAt('hour', slotRange('hour', current).from.getTime() - back * HOUR_MS),
    );
  return slots;
}

/** The ledger key of a slot's salary: the day alone for a daily contract, as it always was. */
export const slotKey = (period: SalaryPeriod, slot: PayoutSlot) =>
  period === 'day' ? slot.day : `${slot.day}T${String(slot.hour).padStart(2, '0')}`;
