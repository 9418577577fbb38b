import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  announcementInputSchema,
  deleteAnnouncement,
  deleteNews,
  listAllAnnouncements,
  listAllNews,
  newsInputSchema,
  saveAnnouncement,
  saveNews,
} from '../modules/content/index.js';
import { json, OpsError, option, positiveId, required } from './args.js';

export const CONTENT_USAGE = `  announcement list
  announcement add --type B --lang EN --title TEXT [--group m_home] [--file content.html]
                   [--url /m/...] [--image URL] [--linkage URL] [--position N] [--starts ISO] [--ends ISO]
                                           types A PL B PU PR H; HTML is sanitised before it is stored
  announcement remove ID
  news list
  news add --lang EN --title TEXT [--file content.html]
  news remove ID`;

function fileText(args: string[]): string {
  const file = option(args, 'file');
  if (file === undefined) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new OpsError(`cannot read ${file}`);
  }
}

function date(args: string[], name: string): Date | null {
  const value = option(args, name);
  if (value === undefined) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new OpsError(`--${name} must be a date, e.g. 2026-12-01T00:00:00Z`);
  return parsed;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new OpsError(z.prettifyError(result.error));
  return result.data;
}

/** Announcement and lobby-news commands; undefined when the command is not one of them. */
export async function runContentCommand(
  db: Db,
  group: string | undefined,
  action: string | undefined,
  rest: string[],
): Promise<string | undefined> {
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'announcement list':
      return json(await listAllAnnouncements(db));
    case 'announcement add': {
      const position = option(rest, 'position');
      const input = parsed(announcementInputSchema, {
        type: required(rest, 'type').toUpperCase(),
        groupName: option(rest, 'group') ?? null,
        language: required(rest, 'lang').toUpperCase(),
        title: required(rest, 'title'),
        content: fileText(rest),
        url: option(rest, 'url') ?? '',
        imageUrl: option(rest, 'image') ?? '',
        linkage: option(rest, 'linkage') ?? '',
        position: position === undefined ? 0 : Number(position),
        startsAt: date(rest, 'starts'),
        endsAt: date(rest, 'ends'),
      });
      return `announcement ${await saveAnnouncement(db, input)} added (HTML sanitised)`;
    }
    case 'announcement remove':
      return (await deleteAnnouncement(db, positiveId(rest[0], 'announcement id')))
        ? 'removed'
        : 'no such announcement';
    case 'news list':
      return json(await listAllNews(db));
    case 'news add': {
      const input = parsed(newsInputSchema, {
        language: required(rest, 'lang').toUpperCase(),
        title: required(rest, 'title'),
        content: fileText(rest),
      });
      return `news ${await saveNews(db, input)} added (HTML sanitised)`;
    }
    case 'news remove':
      return (await deleteNews(db, positiveId(rest[0], 'news id'))) ? 'removed' : 'no such news';
    default:
      return undefined;
  }
}
