import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { lockApplication, markApplicationReviewed } from './activity-repository.js';
import { issueReward } from './issue-reward.js';

export type ApplicationDecision =
  | {
      action: 'approve';
      applicationId: number;
      reviewedBy: string;
      note: string | null;
      rewardExpiryDays: number;
    }
  | { action: 'reject'; applicationId: number; reviewedBy: string; reason: string };

export interface DecisionResult {
  status: 'issued' | 'rejected';
  rewardId: number | null;
  /** False when the application had already been given this decision: nothing changed. */
  changed: boolean;
}

/**
 * The operator's decision on an application, who made it and why. An approval issues the activity's
 * reward in the transaction that marks it issued: the row lock and the reward's source reference
 * (the application id) make a repeated or parallel approval pay once.
 */
export function decideApplication(db: Db, decision: ApplicationDecision): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const found = await lockApplication(tx, decision.applicationId);
    if (!found) throw new AppError('NOT_FOUND', { field: 'applicationId' });
    const { application, activity } = found;
    const wanted = decision.action === 'approve' ? 'issued' : 'rejected';
    if (application.status === wanted)
      return { status: wanted, rewardId: application.rewardId, changed: false };
    if (application.status !== 'applying')
      throw new AppError('CONFLICT', { field: 'applicationId', status: application.status });

    if (decision.action === 'reject') {
      await markApplicationReviewed(tx, application.id, {
        status: 'rejected',
        reviewedBy: decision.reviewedBy,
        reviewNote: decision.reason,
        rewardId: null,
      });
      return { status: 'rejected', rewardId: null, changed: true };
    }
    const reward = await issueReward(tx, {
      memberId: application.memberId,
      source: 'activity',
      sourceRef: String(application.id),
      centavos: activity.rewardAmount,
      expiryDays: decision.rewardExpiryDays,
    });
    await markApplicationReviewed(tx, application.id, {
      status: 'issued',
      reviewedBy: decision.reviewedBy,
      reviewNote: decision.note,
      rewardId: reward.id,
    });
    return { status: 'issued', rewardId: reward.id, changed: true };
  });
}
