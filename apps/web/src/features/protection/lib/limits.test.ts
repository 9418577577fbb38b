import type { ProtectionLimit } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isConfirmable, parseLimitValue, slotsOf, waitsForCoolingOff } from './limits';

const loss = (pending: ProtectionLimit['pending']): ProtectionLimit => ({
  kind: 'loss',
  period: 'week',
  value: 500,
  used: 20,
  pending,
});

describe('responsible-gaming limits (issue 16)', () => {
  it('H-6 a money limit has a row per calendar period, the session one row', () => {
    const slots = slotsOf('loss', [loss(null)]);
    expect(slots.map((slot) => slot.period)).toEqual(['day', 'week', 'month']);
    expect(slots[1]?.limit?.value).toBe(500);
    expect(slotsOf('session', []).map((slot) => slot.period)).toEqual(['session']);
  });

  it('H-6 a pending change is confirmable only once its time has come', () => {
    const at = Date.parse('2026-11-29T10:00:00Z');
    const pending = loss({ value: 800, confirmableAt: '2026-11-29T10:00:00.000Z' });
    expect(isConfirmable(pending, at - 1)).toBe(false);
    expect(isConfirmable(pending, at)).toBe(true);
    expect(isConfirmable(loss(null), at)).toBe(false);
  });

  it('H-6 reads pesos to the centavo and whole minutes within bounds', () => {
    expect(parseLimitValue('deposit', '1,000.50')).toBe(1000.5);
    expect(parseLimitValue('deposit', '0.5')).toBeNull();
    expect(parseLimitValue('deposit', '10.001')).toBeNull();
    expect(parseLimitValue('session', '60')).toBe(60);
    expect(parseLimitValue('session', '4')).toBeNull();
    expect(parseLimitValue('session', '90.5')).toBeNull();
  });

  it('H-6 only a raise of a limit in force waits for the cooling-off', () => {
    expect(waitsForCoolingOff(loss(null), 501)).toBe(true);
    expect(waitsForCoolingOff(loss(null), 500)).toBe(false);
    expect(waitsForCoolingOff(null, 9999)).toBe(false);
  });
});
