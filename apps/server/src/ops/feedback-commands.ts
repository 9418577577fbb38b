import { findFeedback, listFeedback } from '../modules/feedback/index.js';
import { json, positiveId } from './args.js';
import { limit, type OpsCommand } from './command.js';

/** Players' feedback; its images are files in FEEDBACK_DIR. */
export const FEEDBACK_COMMANDS: OpsCommand[] = [
  {
    name: 'feedback list',
    usage: '[--limit 20]',
    summary: 'the newest feedback, with how many images each has',
    options: { limit: 'string' },
    run: async (db, input) => {
      const rows = await listFeedback(db, limit(input, 'limit', 20, 500));
      return json(rows.map((row) => ({ ...row, images: row.images.length })));
    },
  },
  {
    name: 'feedback show',
    usage: 'ID',
    summary: 'one feedback in full; its images are files in FEEDBACK_DIR',
    run: async (db, { positionals: [id] }) => {
      const row = await findFeedback(db, positiveId(id, 'feedback id'));
      return row ? json(row) : 'no such feedback';
    },
  },
];
