import { type BalanceEvent, type Currency, centavosToPesos } from '@app/contracts';
import type { LiveBus } from '../live/index.js';

/** Tells the member's open pages their new balance (R-WALLET: at once after a spin, not only on the timer). */
export function publishBalance(bus: LiveBus, memberId: number, currency: Currency, balanceCentavos: number) {
  const event: BalanceEvent = { type: 'balance', currency, sumBalance: centavosToPesos(balanceCentavos) };
  bus.publish(memberId, event);
}
