import { userInfo } from 'node:os';
import { AGENT_APPLICATION_STATUSES } from '@app/contracts';
import type { Db } from '../db/client.js';
import { decideAgentApplication, listApplications } from '../modules/agent/index.js';
import { json, OpsError, positiveId } from './args.js';
import { limit, type OpsCommand, type OpsInput, text } from './command.js';

const REASON_MAX = 200;

/** Who decided, for the application and the audit: `--by`, else the account the command runs under. */
function decidedBy(input: OpsInput): string {
  const by = text(input, 'by')?.trim() || userInfo().username;
  if (by.length > 60) throw new OpsError('--by is at most 60 characters');
  return by;
}

const deciding =
  (approve: boolean): OpsCommand['run'] =>
  async (db: Db, input) => {
    const id = positiveId(input.positionals[0], 'application id');
    const reason = text(input, 'reason')?.trim() ?? null;
    if (!approve && !reason) throw new OpsError('give --reason: the member reads it');
    if (reason !== null && (reason.length === 0 || reason.length > REASON_MAX))
      throw new OpsError(`--reason is 1 to ${REASON_MAX} characters`);
    const decided = await decideAgentApplication(db, { id, approve, reason, decidedBy: decidedBy(input) });
    if (!decided) throw new OpsError(`no pending application ${id}`);
    return approve
      ? `application ${id} approved: the member is an agent from their next call`
      : `application ${id} rejected`;
  };

/** Agent applications (R-AGENT-01): list them and decide; every run is in the audit log. */
export const AGENT_COMMANDS: OpsCommand[] = [
  {
    name: 'agent list',
    usage: '[--status pending|approved|rejected] [--limit 100]',
    summary: 'agent applications, oldest first, with contact details and note',
    options: { status: 'string', limit: 'string' },
    run: async (db, input) => {
      const status = text(input, 'status');
      if (status !== undefined && !(AGENT_APPLICATION_STATUSES as readonly string[]).includes(status))
        throw new OpsError(`--status is one of ${AGENT_APPLICATION_STATUSES.join(', ')}`);
      const rows = await listApplications(db, status, limit(input, 'limit', 100, 500));
      return json(
        rows.map(({ application: a, username }) => ({
          id: a.id,
          username,
          contactName: a.contactName,
          contactMobile: a.contactMobile,
          note: a.note,
          status: a.status,
          reason: a.reason,
          decidedBy: a.decidedBy,
          createdAt: a.createdAt.toISOString(),
        })),
      );
    },
  },
  {
    name: 'agent approve',
    usage: 'ID [--by NAME]',
    summary: 'approve an application: the member gets the agent role (type 1)',
    options: { by: 'string', reason: 'string' },
    run: deciding(true),
  },
  {
    name: 'agent reject',
    usage: 'ID --reason TEXT [--by NAME]',
    summary: 'reject an application; the member sees the reason',
    options: { by: 'string', reason: 'string' },
    run: deciding(false),
  },
];
