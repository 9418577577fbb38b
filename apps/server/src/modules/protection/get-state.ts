import type { ProtectionLimit, ProtectionState } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { playEndsAtOf } from '../session/index.js';
import { restrictionsOf } from './exclusion-repository.js';
import { type LimitRow, listLimits } from './limit-repository.js';
import { depositedSince, playedSince, siteTimeZone } from './usage-repository.js';

const ORDER = ['deposit', 'loss', 'wager', 'session'];
const PERIODS = ['day', 'week', 'month', 'session'];
const shown = (row: LimitRow, stored: number) => (row.kind === 'session' ? stored : stored / 100);

async function usedOf(db: Db, memberId: number, row: LimitRow, timeZone: string) {
  if (row.period === 'session') return null;
  if (row.kind === 'deposit')
    return (await depositedSince(db, memberId, row.period as 'day', timeZone)) / 100;
  const played = await playedSince(db, memberId, row.period as 'day', timeZone);
  return Math.max(0, row.kind === 'loss' ? played.lost : played.wagered) / 100;
}

/** The member's limits with what each period has used, pending changes, and the break in force. */
export async function getProtectionState(
  db: Db,
  memberId: number,
  sessionId: number,
): Promise<ProtectionState> {
  const timeZone = await siteTimeZone(db);
  const rows = (await listLimits(db, memberId)).sort(
    (a, b) =>
      ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period),
  );
  const limits: ProtectionLimit[] = [];
  for (const row of rows) {
    limits.push({
      kind: row.kind as ProtectionLimit['kind'],
      period: row.period as ProtectionLimit['period'],
      value: shown(row, row.amount),
      used: await usedOf(db, memberId, row, timeZone),
      pending: row.confirmableAt
        ? {
            value: row.pendingRemove || row.pendingAmount === null ? null : shown(row, row.pendingAmount),
            confirmableAt: row.confirmableAt.toISOString(),
          }
        : null,
    });
  }
  const [restriction] = await restrictionsOf(db, memberId);
  const sessionEndsAt = await playEndsAtOf(db, sessionId);
  return {
    limits,
    restriction: restriction
      ? {
          kind: restriction.kind,
          endsAt: restriction.endsAt?.toISOString() ?? null,
          reopensAt: restriction.reopensAt?.toISOString() ?? null,
        }
      : null,
    sessionEndsAt: sessionEndsAt?.toISOString() ?? null,
  };
}
