import { userInfo } from 'node:os';
import path from 'node:path';
import { kycDirOf, loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { decideKyc, findKyc, listKyc } from '../modules/protection/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, text } from './command.js';

const REASON_MAX = 200;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Who reviewed, for the submission and the audit: `--by`, else the account the command runs under. */
function reviewedBy(input: OpsInput): string {
  const by = text(input, 'by')?.trim() || userInfo().username;
  if (by.length > 60) throw new OpsError('--by is at most 60 characters');
  return by;
}

const deciding =
  (approve: boolean): OpsCommand['run'] =>
  async (db: Db, input) => {
    const id = positiveId(input.positionals[0], 'submission id');
    const reason = text(input, 'reason')?.trim() ?? null;
    if (!approve && !reason) throw new OpsError('give --reason: the member reads it');
    if (reason !== null && (reason.length === 0 || reason.length > REASON_MAX))
      throw new OpsError(`--reason is 1 to ${REASON_MAX} characters`);
    const decided = await decideKyc(db, id, {
      status: approve ? 'approved' : 'rejected',
      reason: approve ? null : reason,
      reviewedBy: reviewedBy(input),
    });
    if (!decided) throw new OpsError(`no pending submission ${id}`);
    return approve
      ? `submission ${id} approved: the member may withdraw`
      : `submission ${id} rejected; the member sees the reason and may upload again`;
  };

/**
 * Identity verification (issue 16): list, look at and decide the members' uploads. The images are
 * files in DATA_DIR/kyc, which only the operator reads; every run is in the audit log.
 */
export const KYC_COMMANDS: OpsCommand[] = [
  {
    name: 'kyc list',
    usage: '[--status pending|approved|rejected]',
    summary: 'identity submissions, newest first',
    options: { status: 'string' },
    run: async (db, input) => {
      const status = text(input, 'status');
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
        throw new OpsError(`--status is one of ${STATUSES.join(', ')}`);
      const rows = await listKyc(db, status);
      return json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  },
  {
    name: 'kyc show',
    usage: 'ID',
    summary: "one submission with the member's name and birth date and the paths of its images",
    run: async (db, input) => {
      const found = await findKyc(db, positiveId(input.positionals[0], 'submission id'));
      if (!found) throw new OpsError('no such submission');
      const dir = kycDirOf(loadConfig());
      const { submission: s } = found;
      return json({
        id: s.id,
        memberId: s.memberId,
        username: found.username,
        payeeName: found.payeeName,
        birthDate: found.birthDate,
        status: s.status,
        reason: s.reason,
        reviewedBy: s.reviewedBy,
        reviewedAt: s.reviewedAt?.toISOString() ?? null,
        createdAt: s.createdAt.toISOString(),
        front: path.join(dir, s.frontFile),
        back: path.join(dir, s.backFile),
        selfie: path.join(dir, s.selfieFile),
      });
    },
  },
  {
    name: 'kyc approve',
    usage: 'ID [--by NAME]',
    summary: 'approve a pending submission: the member may withdraw',
    options: { by: 'string', reason: 'string' },
    run: deciding(true),
  },
  {
    name: 'kyc reject',
    usage: 'ID --reason TEXT [--by NAME]',
    summary: 'reject a pending submission; the member sees the reason and may upload again',
    options: { by: 'string', reason: 'string' },
    run: deciding(false),
  },
];
