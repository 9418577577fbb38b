import { STORAGE_KEYS, type WalletsValue } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  balanceText,
  formatAmount,
  formatMoney,
  formatSigned,
  formatSignedMoney,
} from '../../../shared/lib/money';
import { walletQueryKey } from '../api/get-wallets';
import { applyBalanceEvent } from '../hooks/use-live-balance';
import { isBalanceEvent } from './balance-socket';
import { defaultRange, manilaDay, orderedRange } from './date-range';

const shown = { sumBalance: 1234.5, currency: 'PHP', hidden: false, refreshing: false, guest: false };

describe('the balance text', () => {
  it('R-WALLET-01 shows sumBalance with 2 decimals and the currency code, ₱ before pesos', () => {
    expect(balanceText(shown)).toBe('₱1,234.50 PHP');
    expect(balanceText({ ...shown, sumBalance: 0, currency: 'DEMO' })).toBe('0.00 DEMO');
    expect(balanceText({ ...shown, sumBalance: 2000 })).toBe('₱2,000.00 PHP');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('R-WALLET-02 shows *** when hidden, while refreshing, for a guest and before the first answer', () => {
    expect(balanceText({ ...shown, hidden: true })).toBe('***');
    expect(balanceText({ ...shown, refreshing: true })).toBe('***');
    expect(balanceText({ ...shown, guest: true })).toBe('***');
    expect(balanceText({ ...shown, sumBalance: undefined })).toBe('***');
  });

  it('R-WALLET-19 signs amounts that came in and keeps the minus of those that went out', () => {
    expect(formatSigned(12.5)).toBe('+12.50');
    expect(formatSigned(-3)).toBe('-3.00');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSignedMoney(12.5)).toBe('+₱12.50');
    expect(formatSignedMoney(-3)).toBe('-₱3.00');
    expect(formatSignedMoney(-3, 'DEMO')).toBe('-3.00 DEMO');
  });

  it('puts ₱ before every peso amount and keeps demo credit apart', () => {
    expect(formatMoney(1234.5)).toBe('₱1,234.50');
    expect(formatMoney(-0.5)).toBe('-₱0.50');
    expect(formatMoney(2000, 'DEMO')).toBe('2,000.00 DEMO');
  });
});

describe('the balance eye', () => {
  beforeEach(() => localStorage.clear());

  it('R-WALLET-02 the eye toggle is kept in local storage', async () => {
    const { useBalanceHidden } = await import('../hooks/use-balance-hidden');
    expect(useBalanceHidden.getState().hidden).toBe(false);
    useBalanceHidden.getState().toggle();
    expect(useBalanceHidden.getState().hidden).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.hideBalance)).toBe('1');
    useBalanceHidden.getState().toggle();
    expect(localStorage.getItem(STORAGE_KEYS.hideBalance)).toBe('0');
  });
});

describe('the live balance', () => {
  it('R-WALLET-03 a pushed balance event replaces the balance in the wallet query', () => {
    const client = new QueryClient();
    const wallets: WalletsValue = {
      currency: 'PHP',
      sumBalance: 10,
      wallets: [{ accountTypeName: 'MAIN', currency: 'PHP', balance: 10 }],
    };
    client.setQueryData(walletQueryKey, wallets);
    applyBalanceEvent(client, { type: 'balance', currency: 'PHP', sumBalance: 7.5 });
    expect(client.getQueryData(walletQueryKey)).toEqual({ ...wallets, sumBalance: 7.5 });
    const empty = new QueryClient();
    applyBalanceEvent(empty, { type: 'balance', currency: 'DEMO', sumBalance: 2000 });
    expect(empty.getQueryData(walletQueryKey)).toEqual({ currency: 'DEMO', sumBalance: 2000, wallets: [] });
  });

  it('R-WALLET-03 only well-formed balance events are taken from the socket', () => {
    expect(isBalanceEvent({ type: 'balance', currency: 'PHP', sumBalance: 1 })).toBe(true);
    expect(isBalanceEvent({ type: 'balance', currency: 'USD', sumBalance: 1 })).toBe(false);
    expect(isBalanceEvent({ type: 'balance', currency: 'PHP', sumBalance: '1' })).toBe(false);
    expect(isBalanceEvent({ type: 'round', currency: 'PHP', sumBalance: 1 })).toBe(false);
    expect(isBalanceEvent(null)).toBe(false);
  });
});

describe('records date range', () => {
  it('R-GAMES-48 defaults to the last 7 days, today included, in Philippine days', () => {
    // 2026-03-10 17:00 UTC is already 2026-03-11 01:00 in Manila.
    expect(defaultRange(new Date('2026-03-10T17:00:00Z'))).toEqual({
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
    expect(defaultRange(new Date('2026-03-10T15:59:59Z'))).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
    });
    expect(manilaDay(new Date('2026-01-01T00:00:00Z'), 1)).toBe('2025-12-31');
  });

  it('R-WALLET-19 a start after the end is swapped rather than sent', () => {
    expect(orderedRange({ startDate: '2026-03-09', endDate: '2026-03-01' })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
  });
});
