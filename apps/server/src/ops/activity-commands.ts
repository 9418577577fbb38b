import { userInfo } from 'node:os';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import {
  activityInputSchema,
  addActivity,
  decideApplication,
  listAllActivities,
  listApplications,
  setActivityHidden,
} from '../modules/promotions/index.js';
import { readSettingRows, resolveSettings } from '../modules/system/index.js';
import { json, OpsError, positiveId } from './args.js';
import { jsonFile, type OpsCommand, type OpsInput, requiredText, text } from './command.js';

const LIST_LIMIT = 200;
const APPLICATION_STATUSES = ['applying', 'rejected', 'issued'];

/** Who decided, for the audit: `--by`, else the account the command runs under. */
function reviewer(input: OpsInput): string {
  const by = text(input, 'by')?.trim() || userInfo().username;
  if (by.length > 60) throw new OpsError('--by is at most 60 characters');
  return by;
}

function boundedText(input: OpsInput, name: string, required: boolean): string | null {
  const value = (required ? requiredText(input, name) : text(input, name))?.trim();
  if (value === undefined) return null;
  if (!value || value.length > 200)
    throw new OpsError(`--${name} is 1 to 200 characters; the player reads it`);
  return value;
}

/** Refusals reach the operator as one line, not a stack. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      throw new OpsError(
        `refused: ${error.code}${error.details?.status ? ` (${error.details.status})` : ''}`,
      );
    throw error;
  }
}

/** Hides or shows each activity named; the ids are all checked before any is changed. */
const hiding = (hidden: boolean) => async (db: Parameters<OpsCommand['run']>[0], input: OpsInput) => {
  if (input.positionals.length === 0) throw new OpsError('give the activity id (a number)');
  const ids = input.positionals.map((value) => positiveId(value, 'activity id'));
  const lines: string[] = [];
  for (const id of ids) {
    const done = await setActivityHidden(db, id, hidden);
    lines.push(done ? `activity ${id} ${hidden ? 'hidden' : 'shown'}` : `no such activity ${id}`);
  }
  return lines.join('\n');
};

/** The activities (promotions) of /m/activity and the applications to them. */
export const ACTIVITY_COMMANDS: OpsCommand[] = [
  {
    name: 'activity list',
    summary: 'every activity, hidden ones too, in display order',
    run: async (db) =>
      json(
        (await listAllActivities(db)).map((a) => ({
          id: a.id,
          title: a.titles.EN,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          needsApplication: a.needsApplication,
          reward: a.rewardAmount / 100,
          position: a.position,
          hidden: a.hidden,
        })),
      ),
  },
  {
    name: 'activity add',
    usage: '--file activity.json',
    summary:
      'add an activity: {"titles":{"EN":…},"bodies":{…},"terms":{…},"bannerUrl","startsAt","endsAt",\n' +
      '"needsApplication","reward" (pesos on approval),"position"}; EN is required, other languages optional',
    options: { file: 'string' },
    run: async (db, input) => {
      const parsed = activityInputSchema.safeParse(jsonFile(input, 'file'));
      if (!parsed.success) throw new OpsError(z.prettifyError(parsed.error));
      return `activity ${await addActivity(db, parsed.data)} added`;
    },
  },
  { name: 'activity hide', usage: 'ID...', summary: 'take activities off the list', run: hiding(true) },
  {
    name: 'activity show',
    usage: 'ID...',
    summary: 'put hidden activities back on the list',
    run: hiding(false),
  },
  {
    name: 'activity applications',
    usage: '[--status applying|rejected|issued]',
    summary: 'applications, oldest first (all statuses unless one is given), with their comment and images',
    options: { status: 'string' },
    run: async (db, input) => {
      const status = text(input, 'status');
      if (status !== undefined && !APPLICATION_STATUSES.includes(status))
        throw new OpsError(`--status is one of ${APPLICATION_STATUSES.join(', ')}`);
      return json(
        (await listApplications(db, status, LIST_LIMIT)).map(({ application: a, username, titles }) => ({
          id: a.id,
          activityId: a.activityId,
          activity: titles.EN,
          username,
          comment: a.comment,
          images: a.images.map((image) => image.key),
          status: a.status,
          reviewedBy: a.reviewedBy,
          reviewNote: a.reviewNote,
          rewardId: a.rewardId,
          createdAt: a.createdAt.toISOString(),
        })),
      );
    },
  },
  {
    name: 'activity approve',
    usage: 'ID [--note TEXT] [--by NAME]',
    summary: "approve an application: the activity's reward is issued once, to be claimed by the player",
    options: { note: 'string', by: 'string' },
    run: async (db, input) => {
      const applicationId = positiveId(input.positionals[0], 'application id');
      const { rewardExpiryDays } = resolveSettings(await readSettingRows(db));
      const done = await refusing(() =>
        decideApplication(db, {
          action: 'approve',
          applicationId,
          reviewedBy: reviewer(input),
          note: boundedText(input, 'note', false),
          rewardExpiryDays,
        }),
      );
      return json({ id: applicationId, ...done });
    },
  },
  {
    name: 'activity reject',
    usage: 'ID --reason TEXT [--by NAME]',
    summary: 'refuse an application; the player sees the reason',
    options: { reason: 'string', by: 'string' },
    run: async (db, input) => {
      const applicationId = positiveId(input.positionals[0], 'application id');
      const reason = boundedText(input, 'reason', true) ?? '';
      const done = await refusing(() =>
        decideApplication(db, { action: 'reject', applicationId, reviewedBy: reviewer(input), reason }),
      );
      return json({ id: applicationId, ...done });
    },
  },
];
