import {
  centavosToPesos,
  type MemberTransactionPage,
  resolveLanguage,
  TX_CODE_NAMES,
  TX_CODES,
  type TxCode,
  type TxCodeList,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { recordsRange } from '../../lib/records-range.js';
import { listMemberTransfers } from './records-repository.js';

interface TransactionQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  txCode?: TxCode | 'ALL' | '' | undefined;
  pageNum: number;
  pageSize: number;
}

/** ODS2_MemberTransaction (R-API-86): the member's own ledger movements, newest first, paged. */
export async function listTransactions(
  db: DbOrTx,
  memberId: number,
  q: TransactionQuery,
): Promise<MemberTransactionPage> {
  const range = recordsRange(q);
  const txCode = q.txCode && q.txCode !== 'ALL' ? q.txCode : null;
  const rows = await listMemberTransfers(db, memberId, range, txCode, {
    offset: (q.pageNum - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const total = rows[0]?.total ?? 0;
  return {
    list: rows.map((r) => ({
      id: r.id,
      txCode: r.kind,
      amount: centavosToPesos(r.signedAmount),
      balanceAfter: centavosToPesos(r.balanceAfter),
      currency: r.currency,
      createdAt: r.createdAt.toISOString(),
      roundId: r.roundRef,
      gameName: r.gameName,
    })),
    pageNum: q.pageNum,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}

/** GLS2_TxCodeList (R-API-87): every transaction code with its name in the asked language. */
export function txCodeList(language: string | undefined): TxCodeList {
  const names = TX_CODE_NAMES[resolveLanguage(language)];
  return TX_CODES.map((code) => ({ code, name: names[code] }));
}
