import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  deleteInboxMessage,
  type InboxMessageInput,
  inboxMessageInputSchema,
  listAllInboxMessages,
  sendInboxMessage,
  setChatUnread,
  UnknownMemberError,
} from '../modules/message/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

function content(input: OpsInput): string {
  const file = text(input, 'file');
  if (file === undefined) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new OpsError(`cannot read ${file}`);
  }
}

function level(value: string, name: string): number {
  if (!/^\d{1,2}$/u.test(value)) throw new OpsError(`--${name} must be a whole number`);
  return Number(value);
}

function audienceOf(input: OpsInput): InboxMessageInput {
  const common = { title: requiredText(input, 'title'), content: content(input) };
  const to = text(input, 'to');
  const type = text(input, 'type');
  const vip = text(input, 'vip');
  const all = input.values.all === true;
  if ([to, type, vip].filter((v) => v !== undefined).length + (all ? 1 : 0) !== 1) {
    throw new OpsError('give exactly one of --to NAME, --type N, --vip N or --all');
  }
  if (to !== undefined) return { audience: 'member', username: to, ...common };
  if (type !== undefined) return { audience: 'type', memberType: level(type, 'type'), ...common };
  if (vip !== undefined) return { audience: 'vip', minVipLevel: level(vip, 'vip'), ...common };
  return { audience: 'all', ...common };
}

/** An unknown member named in a command is the operator's mistake, said as such. */
const namingMembers =
  (run: OpsCommand['run']): OpsCommand['run'] =>
  async (db, input) => {
    try {
      return await run(db, input);
    } catch (error) {
      if (error instanceof UnknownMemberError) throw new OpsError(`no member named ${error.message}`);
      throw error;
    }
  };

/** The inbox and the chat counter. */
export const INBOX_COMMANDS: OpsCommand[] = [
  { name: 'inbox list', run: async (db) => json(await listAllInboxMessages(db)) },
  {
    name: 'inbox send',
    usage: '(--to NAME | --type N | --vip N | --all) --title TEXT [--file content.html]',
    summary:
      'one member, a member type (0 player, 1/2 agent …), VIP level N\n' +
      'and above, or everyone; stored once; HTML is sanitised',
    options: { to: 'string', type: 'string', vip: 'string', all: 'boolean', title: 'string', file: 'string' },
    run: namingMembers(async (db, input) => {
      const message = inboxMessageInputSchema.safeParse(audienceOf(input));
      if (!message.success) throw new OpsError(z.prettifyError(message.error));
      return `message ${await sendInboxMessage(db, message.data)} sent (HTML sanitised)`;
    }),
  },
  {
    name: 'inbox remove',
    usage: 'ID',
    summary: 'removes the message from every inbox',
    run: async (db, { positionals: [id] }) =>
      (await deleteInboxMessage(db, positiveId(id, 'message id'))) ? 'removed' : 'no such message',
  },
  {
    name: 'chat unread',
    usage: 'NAME N',
    summary: 'the unread count the chat service reports for a member',
    run: namingMembers(async (db, { positionals: [name, count] }) => {
      if (!name || !count || !/^\d{1,7}$/u.test(count)) throw new OpsError('give NAME and a whole count');
      await setChatUnread(db, name, Number(count));
      return 'saved';
    }),
  },
];
