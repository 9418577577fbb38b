import { centavosToPesos, type GameRecordPage, HOUSE_VENDOR } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { recordsRange } from '../../lib/records-range.js';
import { listMemberRounds } from './round-repository.js';

interface GameRecordQuery {
  vendor?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** GCS_gameRecord (R-API-73, R-GAMES-48): the member's own rounds, by vendor and day range, paged. */
export async function listGameRecords(
  db: DbOrTx,
  memberId: number,
  q: GameRecordQuery,
): Promise<GameRecordPage> {
  const range = recordsRange(q);
  const rows = await listMemberRounds(
    db,
    memberId,
    { from: range.from, to: range.to, vendor: q.vendor || null },
    { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize },
  );
  const total = rows[0]?.total ?? 0;
  return {
    list: rows.map((r) => ({
      roundId: r.roundRef,
      vendor: r.vendorCode,
      gameName: r.gameName,
      nodeId: r.nodeId,
      currency: r.currency,
      bet: centavosToPesos(r.betCentavos),
      // Every settled stake counts towards turnover; an open round's stake does not yet.
      validBet: r.settledAt ? centavosToPesos(r.betCentavos) : 0,
      win: centavosToPesos(r.winCentavos),
      winLoss: centavosToPesos(r.winCentavos - r.betCentavos),
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      verifiable: r.vendorCode === HOUSE_VENDOR,
    })),
    pageNum: q.pageNum,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}
