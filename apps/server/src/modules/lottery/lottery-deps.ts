import type { WalletDeps } from '../wallet/index.js';

/** What the lottery's use cases need: the database and the bus for balance pushes. */
export type LotteryDeps = Pick<WalletDeps, 'db' | 'bus'>;

/** The ledger's scope of every lottery transfer, and each sub-order's keys in it. */
export const LEDGER_SCOPE = 'lottery';
export const betKey = (subOrderId: number) => `sub-${subOrderId}-bet`;
export const winKey = (subOrderId: number) => `sub-${subOrderId}-win`;
export const refundKey = (subOrderId: number) => `sub-${subOrderId}-refund`;
export const roundRefOf = (drawId: number) => `lottery-draw-${drawId}`;
/** The house account the lottery's stakes and wins move through, per currency. */
export const houseCodeOf = (currency: string) => `lottery:${currency}:0`;
