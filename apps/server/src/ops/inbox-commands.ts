import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  deleteInboxMessage,
  type InboxMessageInput,
  inboxMessageInputSchema,
  listAllInboxMessages,
  sendInboxMessage,
  setChatUnread,
  UnknownMemberError,
} from '../modules/message/index.js';
import { json, OpsError, option, positiveId, required } from './args.js';

export const INBOX_USAGE = `  inbox list
  inbox send (--to NAME | --type N | --vip N | --all) --title TEXT [--file content.html]
                                           one member, a member type (0 player, 1/2 agent …), VIP level N
                                           and above, or everyone; stored once; HTML is sanitised
  inbox remove ID                          removes the message from every inbox
  chat unread NAME N                       the unread count the chat service reports for a member`;

function content(args: string[]): string {
  const file = option(args, 'file');
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

function audienceOf(args: string[]): InboxMessageInput {
  const common = { title: required(args, 'title'), content: content(args) };
  const to = option(args, 'to');
  const type = option(args, 'type');
  const vip = option(args, 'vip');
  const all = args.includes('--all');
  if ([to, type, vip].filter((v) => v !== undefined).length + (all ? 1 : 0) !== 1) {
    throw new OpsError('give exactly one of --to NAME, --type N, --vip N or --all');
  }
  if (to !== undefined) return { audience: 'member', username: to, ...common };
  if (type !== undefined) return { audience: 'type', memberType: level(type, 'type'), ...common };
  if (vip !== undefined) return { audience: 'vip', minVipLevel: level(vip, 'vip'), ...common };
  return { audience: 'all', ...common };
}

/** Inbox and chat-counter commands; undefined when the command is not one of them. */
export async function runInboxCommand(
  db: Db,
  group: string | undefined,
  action: string | undefined,
  rest: string[],
): Promise<string | undefined> {
  try {
    switch (`${group} ${action ?? ''}`.trim()) {
      case 'inbox list':
        return json(await listAllInboxMessages(db));
      case 'inbox send': {
        const input = inboxMessageInputSchema.safeParse(audienceOf(rest));
        if (!input.success) throw new OpsError(z.prettifyError(input.error));
        return `message ${await sendInboxMessage(db, input.data)} sent (HTML sanitised)`;
      }
      case 'inbox remove':
        return (await deleteInboxMessage(db, positiveId(rest[0], 'message id')))
          ? 'removed'
          : 'no such message';
      case 'chat unread': {
        const [name, count] = rest;
        if (!name || !count || !/^\d{1,7}$/u.test(count)) throw new OpsError('give NAME and a whole count');
        await setChatUnread(db, name, Number(count));
        return 'saved';
      }
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof UnknownMemberError) throw new OpsError(`no member named ${error.message}`);
    throw error;
  }
}
