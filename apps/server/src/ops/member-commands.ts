import type { Db } from '../db/client.js';
import { seedDemo } from '../db/seed/demo.js';
import { listRecentMembers, setMemberStatus } from '../modules/account/index.js';
import { listEmailOutbox, listSmsOutbox } from '../modules/notify/index.js';
import { json, OpsError } from './args.js';
import { limit, type OpsCommand } from './command.js';

const memberStatus =
  (status: 'active' | 'disabled'): OpsCommand['run'] =>
  async (db, { positionals: [name] }) => {
    if (!name) throw new OpsError('give the member name');
    return (await setMemberStatus(db, name, status)) ? `${name} is ${status}` : 'no such member';
  };

const outbox = (
  kind: 'sms' | 'email',
  summary: string,
  list: (db: Db, limit: number) => Promise<unknown>,
): OpsCommand => ({
  name: `outbox ${kind}`,
  usage: '[--limit 10]',
  summary,
  options: { limit: 'string' },
  run: async (db, input) => json(await list(db, limit(input, 'limit', 10, 200))),
});

/** Members, the message outboxes and the demo data. */
export const MEMBER_COMMANDS: OpsCommand[] = [
  {
    name: 'member list',
    usage: '[--limit 20]',
    summary: 'the newest accounts',
    options: { limit: 'string' },
    run: async (db, input) => json(await listRecentMembers(db, limit(input, 'limit', 20, 500))),
  },
  {
    name: 'member disable',
    usage: 'NAME',
    summary: 'a disabled account cannot log in; its sessions end',
    run: memberStatus('disabled'),
  },
  { name: 'member enable', usage: 'NAME', run: memberStatus('active') },
  outbox('sms', 'texts kept by the outbox provider (no gateway set)', listSmsOutbox),
  outbox('email', 'mail kept by the outbox provider (no SMTP set)', listEmailOutbox),
  {
    name: 'seed',
    summary: 'add the demo data that is missing',
    run: async (db) => {
      const { demoAgent } = await seedDemo(db);
      return demoAgent
        ? `demo data is in place; the demo agent logs in as ${demoAgent.username} with ${demoAgent.password} (shown only now)`
        : 'demo data is in place';
    },
  },
];
