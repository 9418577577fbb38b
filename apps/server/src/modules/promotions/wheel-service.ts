import { createHash, randomBytes } from 'node:crypto';
import {
  drawWheel,
  type VipTier,
  type WheelOdds,
  type WheelRules,
  type WheelStatus,
  wheelNoPrizePercent,
} from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { memberStanding } from '../vip/index.js';
import { issueReward } from './issue-reward.js';
import { calendarDay } from './site-calendar.js';
import {
  countSpinsOn,
  findOpenSpin,
  insertOpenSpin,
  listSpun,
  lockSpinByHash,
  markSpun,
} from './wheel-repository.js';
import { wheelSpinView } from './wheel-view.js';

export interface WheelPolicy {
  rules: WheelRules;
  /** The VIP club's `wheelPrizes`, in draw order. */
  prizes: readonly WheelOdds[];
  tiers: readonly VipTier[];
  timeZone: string;
  rewardExpiryDays: number;
}

/** The spins the verify page offers to pick from. */
const SPIN_LIST_LIMIT = 20;

/** A fresh commitment: 32 random bytes as the seed, and the SHA-256 of its hex text published. */
function newCommitment(memberId: number) {
  const serverSeed = randomBytes(32).toString('hex');
  return { memberId, serverSeed, seedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

/**
 * The member's open commitment, made now if there is none. Two parallel calls may both try to
 * make one: the unique index keeps the first, and the second reads it.
 */
async function openCommitment(db: DbOrTx, memberId: number) {
  const open = (await findOpenSpin(db, memberId)) ?? (await insertOpenSpin(db, newCommitment(memberId)));
  if (open) return open;
  const raced = await findOpenSpin(db, memberId);
  if (!raced) throw new Error('wheel commitment neither made nor found');
  return raced;
}

/** The member's level and the spins left today: `spinsPerDay` from level `fromLevel`, per calendar day. */
async function spinAllowance(db: DbOrTx, memberId: number, policy: WheelPolicy, now: Date) {
  const standing = await memberStanding(db, memberId, policy.tiers);
  const level = standing.tier?.level ?? standing.grantedLevel;
  const today = calendarDay(now, policy.timeZone);
  const allowed = level >= policy.rules.fromLevel ? policy.rules.spinsPerDay : 0;
  const used = await countSpinsOn(db, memberId, today, policy.timeZone);
  return { level, today, spinsLeft: Math.max(0, allowed - used) };
}

/** The wheel as the member sees it before a spin: the odds and the hash of the next spin's seed (H-3). */
export async function getWheelStatus(
  db: DbOrTx,
  memberId: number,
  policy: WheelPolicy,
  now = new Date(),
): Promise<WheelStatus> {
  const commitment = await openCommitment(db, memberId);
  const allowance = await spinAllowance(db, memberId, policy, now);
  return {
    ...allowance,
    timeZone: policy.timeZone,
    fromLevel: policy.rules.fromLevel,
    spinsPerDay: policy.rules.spinsPerDay,
    prizes: policy.prizes.map(({ amount, percent }) => ({ amount, percent })),
    noPrizePercent: wheelNoPrizePercent(policy.prizes),
    seedHash: commitment.seedHash,
    committedAt: commitment.createdAt.toISOString(),
  };
}

/**
 * Spins the commitment whose hash the player was shown (R-PROMO-10). Its row lock makes parallel
 * spins take turns: the first draws, stores the outcome with the prize table it used, issues the
 * prize and commits the next seed in one transaction; the others find it spun and answer the same
 * spin, so a double tap or a retry spins and pays once.
 */
export async function spinWheel(
  db: Db,
  memberId: number,
  spin: { seedHash: string; clientSeed: string },
  policy: WheelPolicy,
  now = new Date(),
) {
  const row = await db.transaction(async (tx) => {
    const committed = await lockSpinByHash(tx, memberId, spin.seedHash);
    if (!committed) throw new AppError('NOT_FOUND', { field: 'seedHash' });
    if (committed.spunAt) return committed;
    const { spinsLeft } = await spinAllowance(tx, memberId, policy, now);
    if (spinsLeft === 0) throw new AppError('NO_SPIN_LEFT', { spinsLeft });
    const prizes = policy.prizes.map(({ amount, percent }) => ({ amount, percent }));
    const draw = await drawWheel(committed.serverSeed, spin.clientSeed, prizes);
    const centavos = Math.round(draw.amount * 100);
    const reward =
      centavos > 0
        ? await issueReward(tx, {
            memberId,
            source: 'wheel',
            sourceRef: String(committed.id),
            centavos,
            expiryDays: policy.rewardExpiryDays,
          })
        : null;
    const spun = await markSpun(tx, committed.id, {
      clientSeed: spin.clientSeed,
      prizeTable: prizes,
      prizeIndex: draw.prizeIndex,
      amount: centavos,
      rewardId: reward?.id ?? null,
      spunAt: now,
    });
    await insertOpenSpin(tx, newCommitment(memberId));
    return spun;
  });
  return { spin: await wheelSpinView(row), status: await getWheelStatus(db, memberId, policy, now) };
}

/** The member's last spins with their revealed seeds, newest first. */
export async function listWheelSpins(db: DbOrTx, memberId: number) {
  const rows = await listSpun(db, memberId, SPIN_LIST_LIMIT);
  return { list: await Promise.all(rows.map(wheelSpinView)) };
}
