import {
  LIMIT_BOUNDS,
  type LimitKind,
  type LimitPeriod,
  MONEY_LIMIT_PERIODS,
  type ProtectionLimit,
} from '@app/contracts';

export interface LimitSlot {
  kind: LimitKind;
  period: LimitPeriod;
  limit: ProtectionLimit | null;
}

export const SECTIONS: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'session'];

/** The rows of a section: each calendar period for a money limit, the one session limit. */
export function slotsOf(kind: LimitKind, limits: readonly ProtectionLimit[]): LimitSlot[] {
  const periods: readonly LimitPeriod[] = kind === 'session' ? ['session'] : MONEY_LIMIT_PERIODS;
  return periods.map((period) => ({
    kind,
    period,
    limit: limits.find((limit) => limit.kind === kind && limit.period === period) ?? null,
  }));
}

/** Whether a pending raise or removal may be confirmed now (its 24 hours have passed). */
export function isConfirmable(limit: ProtectionLimit | null, now: number): boolean {
  return limit?.pending != null && Date.parse(limit.pending.confirmableAt) <= now;
}

/** The typed value as the server takes it, or null when it is not one: pesos to the centavo, or whole minutes. */
export function parseLimitValue(kind: LimitKind, text: string): number | null {
  const trimmed = text.trim().replace(/,/gu, '');
  if (kind === 'session') {
    if (!/^\d{1,4}$/u.test(trimmed)) return null;
    const minutes = Number(trimmed);
    const { min, max } = LIMIT_BOUNDS.sessionMinutes;
    return minutes >= min && minutes <= max ? minutes : null;
  }
  if (!/^\d{1,8}(\.\d{1,2})?$/u.test(trimmed)) return null;
  const pesos = Number(trimmed);
  return pesos >= LIMIT_BOUNDS.money.min && pesos <= LIMIT_BOUNDS.money.max ? pesos : null;
}

/** Whether saving `value` would wait for the cooling-off: a raise of a limit in force. */
export const waitsForCoolingOff = (limit: ProtectionLimit | null, value: number) =>
  limit !== null && value > limit.value;
