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
  {
    name: 'outbox sms',
    usage: '[--limit 10]',
    summary: 'texts kept by the outbox provider (no gateway set)',
    options: { limit: 'string' },
    run: async (db, input) => json(await listSmsOutbox(db, limit(input, 'limit', 10, 200))),
  },
  {
    name: 'outbox email',
    usage: '[--limit 10]',
    summary: 'mail kept by the outbox provider (no SMTP set)',
    options: { limit: 'string' },
    run: async (db, input) => json(await listEmailOutbox(db, limit(input, 'limit', 10, 200))),
  },
  {
    name: 'seed',
    summary: 'add the demo data that is missing',
    run: async (db) => {
      await seedDemo(db);
      return 'demo data is in place';
    },
  },
];
