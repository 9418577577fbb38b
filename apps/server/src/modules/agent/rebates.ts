import {
  type DownlineRebates,
  GAME_CATEGORIES,
  type GameCategory,
  type Quotas,
  type RebateRange,
  type RebateSettings,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  directDownlineAccount,
  downlineFloor,
  lockDirectDownline,
  quotaLevel,
  quotasOf,
  type Rates,
  rebatesOf,
  takeQuota,
  writeRates,
} from './rebate-repository.js';

const percent = (bp: number) => bp / 100;
const rateIn = (rates: Rates, category: string) => rates.get(category) ?? 0;
const highest = (rates: Rates) => Math.max(0, ...rates.values());

const rangesOf = (own: Rates, max: Rates, min: Rates): RebateRange[] =>
  GAME_CATEGORIES.map((category) => ({
    category,
    rebate: percent(rateIn(own, category)),
    min: percent(rateIn(min, category)),
    max: percent(rateIn(max, category)),
  }));

/** The agent's own rate per category; a direct downline may get 0 up to it (R-API-116). */
export async function getRebateSettings(
  db: Db,
  agent: { memberId: number; type: number },
): Promise<RebateSettings> {
  const own = await rebatesOf(db, agent.memberId);
  return { agentType: agent.type, list: rangesOf(own, own, new Map()) };
}

/** Accounts the agent may still open at each level, lowest level first (R-API-117). */
export async function getQuotas(db: Db, agentId: number): Promise<Quotas> {
  const rows = await quotasOf(db, agentId);
  return { list: rows.map((row) => ({ level: percent(row.levelBp), remaining: row.remaining })) };
}

/** A direct downline's rates with the range of each: its own downlines' highest up to the agent's own. */
export async function getDownlineRebates(
  db: Db,
  agentId: number,
  memberId: number,
): Promise<DownlineRebates> {
  const account = await directDownlineAccount(db, agentId, memberId);
  if (account === null) throw new AppError('NO_PERMISSION', { field: 'memberId' });
  const [own, theirs, floor] = await Promise.all([
    rebatesOf(db, agentId),
    rebatesOf(db, memberId),
    downlineFloor(db, memberId),
  ]);
  return { memberId: String(memberId), account, list: rangesOf(theirs, own, floor) };
}

/**
 * Changes a direct downline's rates (R-API-121): never above the agent's own, never below what one
 * of the downline's own downlines has, each refusal naming the category. A raise into a higher
 * quota level takes one account from that level (R-API-117). One transaction, the downline locked.
 */
export async function updateDownlineRebates(
  db: Db,
  agentId: number,
  body: { memberId: string; rebates: Partial<Record<GameCategory, number>> },
): Promise<DownlineRebates> {
  const memberId = Number(body.memberId);
  await db.transaction(async (tx) => {
    if ((await lockDirectDownline(tx, agentId, memberId)) === null)
      throw new AppError('NO_PERMISSION', { field: 'memberId' });
    const [own, before, floor] = await Promise.all([
      rebatesOf(tx, agentId),
      rebatesOf(tx, memberId),
      downlineFloor(tx, memberId),
    ]);
    const changes: Rates = new Map();
    for (const [category, value] of Object.entries(body.rebates)) {
      const bp = Math.round(value * 100);
      const field = `rebates.${category}`;
      if (bp > rateIn(own, category))
        throw new AppError('REBATE_ABOVE_OWN', { field, max: percent(rateIn(own, category)) });
      if (bp < rateIn(floor, category))
        throw new AppError('REBATE_BELOW_DOWNLINE', { field, min: percent(rateIn(floor, category)) });
      changes.set(category, bp);
    }
    const after = new Map([...before, ...changes]);
    const [oldLevel, newLevel] = [
      await quotaLevel(tx, agentId, highest(before)),
      await quotaLevel(tx, agentId, highest(after)),
    ];
    if (newLevel !== null && (oldLevel === null || newLevel > oldLevel))
      await takeQuota(tx, agentId, newLevel, 'rebates');
    await writeRates(tx, memberId, changes);
  });
  return getDownlineRebates(db, agentId, memberId);
}
