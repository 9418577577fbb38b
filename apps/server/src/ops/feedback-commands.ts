import type { Db } from '../db/client.js';
import { findFeedback, listFeedback } from '../modules/feedback/index.js';
import { json, option, positiveId } from './args.js';

export const FEEDBACK_USAGE = `  feedback list [--limit 20]               the newest feedback, with how many images each has
  feedback show ID                         one feedback in full; its images are files in FEEDBACK_DIR`;

/** Feedback commands; undefined when the command is not one of them. */
export async function runFeedbackCommand(
  db: Db,
  group: string | undefined,
  action: string | undefined,
  rest: string[],
): Promise<string | undefined> {
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'feedback list': {
      const limit = Math.min(Math.max(Number(option(rest, 'limit') ?? 20) || 20, 1), 500);
      const rows = await listFeedback(db, limit);
      return json(rows.map((row) => ({ ...row, images: row.images.length })));
    }
    case 'feedback show': {
      const row = await findFeedback(db, positiveId(rest[0], 'feedback id'));
      return row ? json(row) : 'no such feedback';
    }
    default:
      return undefined;
  }
}
