import { describe, expect, it } from 'vitest';
import { sourceBalance, transferEnds, transferProblem, vendorWalletsOf } from './transfer';

describe('wallet transfer rules', () => {
  it('R-WALLET-18 lists only the wallets that name a vendor', () => {
    const main = { accountTypeName: 'MAIN', currency: 'PHP' as const, balance: 10 };
    const pearl = { accountTypeName: 'PEARL LIVE', currency: 'PHP' as const, balance: null, vendor: 'PEARL' };
    expect(vendorWalletsOf([main, pearl])).toEqual([pearl]);
  });

  it('R-API-85 names the main wallet on one side and the vendor on the other', () => {
    expect(transferEnds('PEARL', 'in')).toEqual({ from: 'MAIN', to: 'PEARL' });
    expect(transferEnds('PEARL', 'out')).toEqual({ from: 'PEARL', to: 'MAIN' });
  });

  it('R-WALLET-18 "all in" takes the main balance, "all out" the vendor balance', () => {
    expect(sourceBalance('in', { main: 12.5, vendor: 3 })).toBe(12.5);
    expect(sourceBalance('out', { main: 12.5, vendor: 3 })).toBe(3);
    expect(sourceBalance('out', { main: 12.5, vendor: null })).toBeNull();
  });

  it('R-WALLET-17 refuses empty, malformed and too large amounts', () => {
    expect(transferProblem('', 10)).toBe('cashier_amount_required');
    expect(transferProblem('1.234', 10)).toBe('cashier_amount_format');
    expect(transferProblem('0', 10)).toBe('cashier_amount_format');
    expect(transferProblem('-1', 10)).toBe('cashier_amount_format');
    expect(transferProblem('10.01', 10)).toBe('gw_amount_above');
    expect(transferProblem('10', 10)).toBeNull();
    expect(transferProblem('999', null)).toBeNull();
  });
});
