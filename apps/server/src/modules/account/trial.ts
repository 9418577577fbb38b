import { randomBytes } from 'node:crypto';
import { AUTH_POLICY, type FreeplayValue, MEMBER_TYPE, type TrialUser } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { openSession } from '../session/index.js';
import { grantTrialCredit } from '../wallet/index.js';
import { findMemberById, insertMember } from './member-repository.js';
import type { RequestContext } from './request-context.js';

/** A trial account of its own (type 4, R-API-14): no password, gone after its lifetime. */
export async function startTrial(db: Db, ctx: RequestContext): Promise<FreeplayValue> {
  // The account and its demo credit come into being together, or not at all.
  const member = await db.transaction(async (tx) => {
    const inserted = await insertMember(tx, {
      username: `trial_${randomBytes(6).toString('hex')}`,
      type: MEMBER_TYPE.trial,
      firstTimeLogin: false,
      registerIp: ctx.ip,
      trialExpiresAt: new Date(Date.now() + AUTH_POLICY.trialLifetimeHours * 3_600_000),
    });
    if (!inserted) throw new AppError('CONFLICT');
    await grantTrialCredit(tx, inserted.id);
    return inserted;
  });
  const token = await openSession(db, member.id, ctx.device, ctx.ip);
  ctx.log.info({ event: 'trial_started', memberId: member.id, ip: ctx.ip });
  return { token, userName: member.username, customerType: MEMBER_TYPE.trial };
}

/** The trial account of the session (R-API-15); other kinds of account are refused. */
export async function getTrialUser(db: Db, session: SessionContext): Promise<TrialUser> {
  const member = session.type === MEMBER_TYPE.trial ? await findMemberById(db, session.memberId) : undefined;
  if (!member?.trialExpiresAt) throw new AppError('NO_PERMISSION');
  return { userName: member.username, expiresAt: member.trialExpiresAt.toISOString() };
}
