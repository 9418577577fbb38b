import { readFileSync } from 'node:fs';
import { z } from 'zod';
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
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

function fileText(input: OpsInput): string {
  const file = text(input, 'file');
  if (file === undefined) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new OpsError(`cannot read ${file}`);
  }
}

function date(input: OpsInput, name: string): Date | null {
  const value = text(input, name);
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

/** Announcements and lobby news; HTML is sanitised before it is stored. */
export const CONTENT_COMMANDS: OpsCommand[] = [
  { name: 'announcement list', run: async (db) => json(await listAllAnnouncements(db)) },
  {
    name: 'announcement add',
    usage:
      '--type B --lang EN --title TEXT [--group m_home] [--file content.html] [--url /m/...] ' +
      '[--image URL] [--linkage URL] [--position N] [--starts ISO] [--ends ISO]',
    summary: 'types A PL B PU PR H',
    options: {
      type: 'string',
      lang: 'string',
      title: 'string',
      group: 'string',
      file: 'string',
      url: 'string',
      image: 'string',
      linkage: 'string',
      position: 'string',
      starts: 'string',
      ends: 'string',
    },
    run: async (db, input) => {
      const position = text(input, 'position');
      const announcement = parsed(announcementInputSchema, {
        type: requiredText(input, 'type').toUpperCase(),
        groupName: text(input, 'group') ?? null,
        language: requiredText(input, 'lang').toUpperCase(),
        title: requiredText(input, 'title'),
        content: fileText(input),
        url: text(input, 'url') ?? '',
        imageUrl: text(input, 'image') ?? '',
        linkage: text(input, 'linkage') ?? '',
        position: position === undefined ? 0 : Number(position),
        startsAt: date(input, 'starts'),
        endsAt: date(input, 'ends'),
      });
      return `announcement ${await saveAnnouncement(db, announcement)} added (HTML sanitised)`;
    },
  },
  {
    name: 'announcement remove',
    usage: 'ID',
    run: async (db, { positionals: [id] }) =>
      (await deleteAnnouncement(db, positiveId(id, 'announcement id'))) ? 'removed' : 'no such announcement',
  },
  { name: 'news list', run: async (db) => json(await listAllNews(db)) },
  {
    name: 'news add',
    usage: '--lang EN --title TEXT [--file content.html]',
    options: { lang: 'string', title: 'string', file: 'string' },
    run: async (db, input) => {
      const news = parsed(newsInputSchema, {
        language: requiredText(input, 'lang').toUpperCase(),
        title: requiredText(input, 'title'),
        content: fileText(input),
      });
      return `news ${await saveNews(db, news)} added (HTML sanitised)`;
    },
  },
  {
    name: 'news remove',
    usage: 'ID',
    run: async (db, { positionals: [id] }) =>
      (await deleteNews(db, positiveId(id, 'news id'))) ? 'removed' : 'no such news',
  },
];
