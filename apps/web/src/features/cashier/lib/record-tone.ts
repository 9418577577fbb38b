import type { DepositStatus, WithdrawStatus } from '@app/contracts';
import type { RecordTone } from '../../wallet';

/** A record's status line: paid reads as money in, a refused or lapsed request as money not moved. */
export const RECORD_TONE: Record<DepositStatus | WithdrawStatus, RecordTone | undefined> = {
  pending: undefined,
  paid: 'gain',
  failed: 'loss',
  expired: 'loss',
  rejected: 'loss',
  cancelled: undefined,
};
