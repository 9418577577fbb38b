import { userInfo } from 'node:os';
import { AGENT_APPLICATION_STATUSES } from '@app/contracts';
import type { Db } from '../db/client.js';
import {
  AgentOpsRefusal,
  agentOverview,
  decideAgentApplication,
  listApplications,
  setAgentQuota,
  setAgentRebates,
  setAgentType,
} from '../modules/agent/index.js';
import { writeSetting } from '../modules/system/index.js';
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

/** The agent module's refusals become the operator's message. */
const refusing =
  (run: OpsCommand['run']): OpsCommand['run'] =>
  async (db, input) => {
    try {
      return await run(db, input);
    } catch (error) {
      if (error instanceof AgentOpsRefusal) throw new OpsError(error.message);
      throw error;
    }
  };

const username = (input: OpsInput) => {
  const name = input.positionals[0];
  if (!name) throw new OpsError('give the agent account name');
  return name;
};

/** `RNG=2.5 LIVE=1` → { RNG: 2.5, LIVE: 1 }. */
function percentsOf(pairs: string[]): Record<string, number> {
  if (pairs.length === 0) throw new OpsError('give CATEGORY=PERCENT pairs, e.g. RNG=2.5 LIVE=1');
  return Object.fromEntries(
    pairs.map((pair) => {
      const match = /^([A-Z]+)=(\d{1,3}(?:\.\d{1,2})?)$/u.exec(pair);
      if (!match) throw new OpsError(`${pair}: write CATEGORY=PERCENT, e.g. RNG=2.5`);
      return [match[1], Number(match[2])];
    }),
  );
}

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/u;

/**
 * Agent applications (R-AGENT-01), agent types, rebates, quotas and affiliate hosts (R-AGENT-12,
 * R-AGENT-13); every run is in the audit log.
 */
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
  {
    name: 'agent show',
    usage: 'USERNAME',
    summary: "an agent's type, own rebates (percent per category) and quotas",
    run: refusing(async (db, input) => json(await agentOverview(db, username(input)))),
  },
  {
    name: 'agent type',
    usage: 'USERNAME 1|2',
    summary: 'sets an agent to type 1 or 2 (A-5)',
    run: refusing(async (db, input) => {
      const type = input.positionals[1];
      if (type !== '1' && type !== '2') throw new OpsError('the type is 1 or 2');
      await setAgentType(db, username(input), type === '1' ? 1 : 2);
      return `${username(input)} is an agent of type ${type}`;
    }),
  },
  {
    name: 'agent rebate',
    usage: 'USERNAME CATEGORY=PERCENT…',
    summary: "sets an agent's own (maximum) rebate per game category, e.g. RNG=2.5 LIVE=1",
    run: refusing(async (db, input) => {
      await setAgentRebates(db, username(input), percentsOf(input.positionals.slice(1)));
      return `rebates of ${username(input)} saved`;
    }),
  },
  {
    name: 'agent quota',
    usage: 'USERNAME LEVEL COUNT|none',
    summary:
      'how many downline accounts the agent may still open at a rebate level (percent) and up to the next',
    run: refusing(async (db, input) => {
      const [, levelText, countText] = input.positionals;
      const level = Number(levelText);
      if (!/^\d{1,3}(\.\d{1,2})?$/u.test(levelText ?? '') || level > 100)
        throw new OpsError('LEVEL is a percent from 0 to 100, e.g. 1.5');
      const count = countText === 'none' ? null : Number(countText);
      if (count !== null && (!/^\d{1,6}$/u.test(countText ?? '') || Number.isNaN(count)))
        throw new OpsError('COUNT is a whole number up to 999999, or none to remove the limit');
      await setAgentQuota(db, username(input), level, count);
      return count === null ? `quota at ${level}% removed` : `quota at ${level}%: ${count}`;
    }),
  },
  {
    name: 'agent domains',
    usage: 'HOST[,HOST…]|none',
    summary: 'the hosts on which invite and affiliate links recruit (setting affiliateDomains); none: any',
    run: async (db, input) => {
      const raw = input.positionals[0];
      if (!raw) throw new OpsError('give the hosts, comma-separated, or none');
      const hosts = raw === 'none' ? [] : raw.split(',').map((host) => host.trim().toLowerCase());
      const bad = hosts.find((host) => !HOST.test(host));
      if (bad !== undefined) throw new OpsError(`${bad || '(empty)'} is not a host name`);
      await writeSetting(db, 'affiliateDomains', hosts);
      return hosts.length === 0 ? 'links recruit on any host' : `links recruit on ${hosts.join(', ')}`;
    },
  },
];
