import { describe, expect, it } from 'vitest';
import { readGamePostRow, readPostRow } from './ledger-repository.js';

describe('rows of the ledger functions', () => {
  it('reads a posted transfer, bigint columns as node-postgres and PGlite return them', () => {
    expect(readPostRow({ transfer_id: '42', outcome: 'posted', member_balance: 1500 })).toEqual({
      transferId: 42,
      outcome: 'posted',
      memberBalance: 1500,
    });
    expect(
      readGamePostRow({ transfer_id: null, outcome: 'settled', member_balance: '900', currency: 'PHP' }),
    ).toEqual({ transferId: null, outcome: 'settled', memberBalance: 900, currency: 'PHP' });
  });

  it('refuses an outcome the code does not know instead of passing it on', () => {
    expect(() => readPostRow({ transfer_id: 1, outcome: 'refunded', member_balance: 0 })).toThrow(/outcome/);
    expect(() =>
      readGamePostRow({ transfer_id: 1, outcome: 'paid_twice', member_balance: 0, currency: 'PHP' }),
    ).toThrow(/outcome/);
    expect(() => readPostRow(undefined)).toThrow();
  });
});
