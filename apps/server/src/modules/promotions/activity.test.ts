import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall as call, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { GIF_IMAGE, JPEG_IMAGE, PNG_IMAGE, pngOfSize } from '../../../test/images.js';
import { type FormPart, multipartBody } from '../../../test/multipart.js';
import { fundedMember } from '../../../test/wallet.js';
import { activityApplications, rewards } from '../../db/schema/index.js';
import { OpsError } from '../../ops/commands.js';

const DAY_MS = 86_400_000;

let t: TestApp;
let dataDir: string;
const imagesDir = () => path.join(dataDir, 'activity');
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'activity-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// One moment for the whole file, so a period's length does not depend on when each end was read.
const NOW = Date.now();
const at = (days: number) => new Date(NOW + days * DAY_MS).toISOString();

/** Adds an activity the way the operator does, from a JSON file, and answers its id. */
async function addActivity(input: Record<string, unknown>): Promise<string> {
  const file = path.join(dataDir, `activity-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      titles: { EN: 'Open promo', PT: 'Promo aberta' },
      bodies: { EN: 'How it works' },
      terms: { EN: 'One per player' },
      startsAt: at(-1),
      endsAt: at(30),
      reward: 25,
      ...input,
    }),
  );
  const said = await ops(t, 'activity', 'add', '--file', file);
  const id = /^activity (\d+) added$/.exec(said)?.[1];
  if (!id) throw new Error(said);
  return id;
}

const list = async (token?: string, language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/activity/list${language ? `?language=${language}` : ''}`,
    headers: { ...SAME_ORIGIN, ...(token ? { token } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as { id: string; status: string; [key: string]: unknown }[];
};
const itemOf = async (id: string, token?: string, language?: string) =>
  (await list(token, language)).find((item) => item.id === id);

const png = (bytes: Buffer = PNG_IMAGE): FormPart => ({
  name: 'images',
  filename: 'shot.png',
  contentType: 'image/png',
  bytes,
});
const jpeg: FormPart = {
  name: 'images',
  filename: 'deposit.jpg',
  contentType: 'image/jpeg',
  bytes: JPEG_IMAGE,
};
const field = (name: string, value: string): FormPart => ({ name, value });

function apply(token: string | null, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/wps/activity/apply',
    headers: { ...SAME_ORIGIN, 'content-type': contentType, ...(token ? { token } : {}) },
    payload,
  });
}

async function stored() {
  const [row] = await t.db.select({ n: count() }).from(activityApplications);
  let files = 0;
  try {
    files = readdirSync(imagesDir()).length;
  } catch {
    // No image kept yet: the folder is made with the first.
  }
  return { rows: row?.n ?? 0, files };
}

async function applicationOf(activityId: string, memberId: number) {
  const [row] = await t.db
    .select()
    .from(activityApplications)
    .where(
      and(
        eq(activityApplications.activityId, Number(activityId)),
        eq(activityApplications.memberId, memberId),
      ),
    );
  if (!row) throw new Error('no application');
  return row;
}

const activityRewards = (memberId: number) =>
  t.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.source, 'activity')));

describe('GET /wps/activity/list', () => {
  it('R-PROMO-01 R-API-127 lists the visible activities with banner, period, reward and text in the asked language, EN otherwise', async () => {
    const id = await addActivity({
      titles: { EN: 'Weekend cashback', PT: 'Cashback de fim de semana' },
      bodies: { EN: 'Apply with a screenshot', PT: 'Envie um print' },
      terms: { EN: 'Terms in English' },
      bannerUrl: '/m/banners/welcome.svg',
      reward: 12.5,
    });
    const pt = await itemOf(id, undefined, 'PT-BR');
    expect(pt).toMatchObject({
      title: 'Cashback de fim de semana',
      body: 'Envie um print',
      terms: 'Terms in English',
      bannerUrl: '/m/banners/welcome.svg',
      needsApplication: true,
      rewardAmount: 12.5,
      status: 'process',
      rejectReason: null,
    });
    expect(Date.parse(String(pt?.endsAt)) - Date.parse(String(pt?.startsAt))).toBe(31 * DAY_MS);
    expect((await itemOf(id, undefined, 'JA'))?.title).toBe('Weekend cashback');
    expect((await itemOf(id))?.title).toBe('Weekend cashback');
    // The demo's four are there too, in every language.
    const demo = await list(undefined, 'TH');
    expect(demo.length).toBeGreaterThanOrEqual(5);
  });

  it('R-PROMO-17 R-PROMO-16 the consolidated settings name the app-download bonus activity while APP_DOWNLOAD is on', async () => {
    const consolidated = async () =>
      (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value.appDownloadActivityId;
    const id = await consolidated();
    const bonus = (await list(undefined, 'EN')).find((item) => item.id === id);
    expect(bonus).toMatchObject({
      title: 'App download bonus: ₱20',
      rewardAmount: 20,
      needsApplication: true,
    });
    const promotions = (appDownload: boolean) =>
      ops(
        t,
        'setting',
        'set',
        'promotions',
        JSON.stringify({
          APP_DOWNLOAD: { enabled: appDownload },
          MISSION: { enabled: true },
          LOGIN: { enabled: true },
          REFERRAL: { enabled: true },
        }),
      );
    await promotions(false);
    expect(await consolidated()).toBeNull();
    await promotions(true);
    expect(await consolidated()).toBe(id);
  });

  it('R-PROMO-01 hidden activities are not listed until shown again', async () => {
    const id = await addActivity({});
    expect(await itemOf(id)).toBeDefined();
    expect(await ops(t, 'activity', 'hide', id)).toBe(`activity ${id} hidden`);
    expect(await itemOf(id)).toBeUndefined();
    const member = await fundedMember(t, 0);
    expect(await itemOf(id, member.token)).toBeUndefined();
    const refused = await apply(member.token, [field('activityId', id)]);
    expect(refused.statusCode).toBe(404);
    await ops(t, 'activity', 'show', id);
    expect(await itemOf(id)).toBeDefined();
  });

  it('R-PROMO-02 shows process, joined, coming soon and closed by the period for guests and members alike', async () => {
    const process = await addActivity({});
    const joined = await addActivity({ needsApplication: false, reward: 0 });
    const soon = await addActivity({ startsAt: at(3), endsAt: at(10) });
    const closed = await addActivity({ startsAt: at(-10), endsAt: at(-1) });
    const member = await fundedMember(t, 0);
    for (const token of [undefined, member.token]) {
      const items = await list(token);
      const statusOf = (id: string) => items.find((item) => item.id === id)?.status;
      expect([statusOf(process), statusOf(joined), statusOf(soon), statusOf(closed)]).toEqual([
        'process',
        'joined',
        'coming_soon',
        'closed',
      ]);
    }
  });
});

describe('POST /wps/activity/apply', () => {
  it('R-PROMO-03 R-API-127 applies with a comment and png/jpeg images; the status becomes applying for that member only', async () => {
    const id = await addActivity({});
    const member = await fundedMember(t, 0);
    const other = await fundedMember(t, 0);
    const before = await stored();
    const res = await apply(member.token, [
      field('activityId', id),
      field('comment', '  First deposit ₱500 via GCash  '),
      png(),
      jpeg,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ activityId: id, status: 'applying' });
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 2 });
    const row = await applicationOf(id, member.memberId);
    expect(row.comment).toBe('First deposit ₱500 via GCash');
    expect(row.images.map((image) => image.type)).toEqual(['image/png', 'image/jpeg']);
    expect(readdirSync(imagesDir())).toEqual(expect.arrayContaining(row.images.map((image) => image.key)));

    expect((await itemOf(id, member.token))?.status).toBe('applying');
    expect((await itemOf(id, other.token))?.status).toBe('process');
    expect((await itemOf(id))?.status).toBe('process');
  });

  it('R-PROMO-03 takes a comment of 140 characters (emoji count as one) and no comment at all', async () => {
    const member = await fundedMember(t, 0);
    const withEmoji = await addActivity({});
    const bare = await addActivity({});
    const full = await apply(member.token, [
      field('activityId', withEmoji),
      field('comment', '🎰'.repeat(140)),
    ]);
    expect(full.statusCode, full.body).toBe(200);
    expect([...(await applicationOf(withEmoji, member.memberId)).comment]).toHaveLength(140);
    const none = await apply(member.token, [field('activityId', bare)]);
    expect(none.statusCode, none.body).toBe(200);
    expect((await applicationOf(bare, member.memberId)).images).toEqual([]);
  });

  it('R-PROMO-03 R-API-127 refuses bad input with 400 and its field, keeping nothing', async () => {
    const id = await addActivity({});
    const member = await fundedMember(t, 0);
    const cases: [FormPart[], string, string][] = [
      [[field('activityId', id), field('comment', 'x'.repeat(141))], 'VALIDATION_ERROR', 'comment'],
      [[field('comment', 'no activity')], 'VALIDATION_ERROR', 'activityId'],
      [[field('activityId', 'abc')], 'VALIDATION_ERROR', 'activityId'],
      [[field('activityId', id), field('prize', 'big')], 'VALIDATION_ERROR', 'prize'],
      [[field('activityId', id), png(), png(), png(), png()], 'TOO_MANY_IMAGES', 'images'],
      [
        [field('activityId', id), png(), { ...png(GIF_IMAGE), filename: 'a.png' }],
        'IMAGE_INVALID',
        'images.1',
      ],
      [[field('activityId', id), png(pngOfSize(5 * 1024 * 1024 + 1))], 'IMAGE_TOO_LARGE', 'images'],
    ];
    for (const [parts, code, name] of cases) {
      const before = await stored();
      const res = await apply(member.token, parts);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code, value: { field: name } });
      expect(await stored()).toEqual(before);
    }
    // A 5 MB image exactly is within the limit.
    const largest = await apply(member.token, [field('activityId', id), png(pngOfSize(5 * 1024 * 1024))]);
    expect(largest.statusCode, largest.body).toBe(200);
  });

  it('R-PROMO-03 R-API-127 refuses ACTIVITY_CLOSED outside the period or without applications, and ALREADY_APPLIED the second time', async () => {
    const soon = await addActivity({ startsAt: at(3), endsAt: at(10) });
    const closed = await addActivity({ startsAt: at(-10), endsAt: at(-1) });
    const joined = await addActivity({ needsApplication: false, reward: 0 });
    const open = await addActivity({});
    const member = await fundedMember(t, 0);
    for (const id of [soon, closed, joined]) {
      const before = await stored();
      const res = await apply(member.token, [field('activityId', id), png()]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ACTIVITY_CLOSED', message: 'err_activity_closed' });
      expect(await stored()).toEqual(before);
    }
    expect((await apply(member.token, [field('activityId', open)])).statusCode).toBe(200);
    const before = await stored();
    const again = await apply(member.token, [field('activityId', open), png()]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_APPLIED', value: { field: 'activityId' } });
    expect(await stored()).toEqual(before);
    // Two at once: the unique index keeps one, and the loser's image is removed again.
    const race = await addActivity({});
    const both = await Promise.all([
      apply(member.token, [field('activityId', race), png()]),
      apply(member.token, [field('activityId', race), png()]),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('R-API-127 guests and trial accounts cannot apply', async () => {
    const id = await addActivity({});
    const guest = await apply(null, [field('activityId', id)]);
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const trialToken = trial.json().value?.token as string | undefined;
    if (!trialToken) throw new Error(`no trial account: ${trial.body}`);
    const res = await apply(trialToken, [field('activityId', id)]);
    expect(res.statusCode).toBe(403);
  });
});

describe('operator review (npm run ops -- activity …)', () => {
  it('R-PROMO-02 R-API-127 approving issues the reward once, then claimed shows once the player claims it', async () => {
    const id = await addActivity({ reward: 40 });
    const member = await fundedMember(t, 0);
    expect((await apply(member.token, [field('activityId', id), png()])).statusCode).toBe(200);
    const { id: applicationId } = await applicationOf(id, member.memberId);
    const waiting = JSON.parse(await ops(t, 'activity', 'applications', '--status', 'applying'));
    expect(waiting).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: applicationId, username: member.username })]),
    );

    const approve = () =>
      ops(t, 'activity', 'approve', String(applicationId), '--by', 'maria', '--note', 'deposit seen');
    const [first, second] = await Promise.all([approve(), approve()]);
    const outcomes = [JSON.parse(first), JSON.parse(second)];
    expect(outcomes.map((o) => o.changed).sort()).toEqual([false, true]);
    expect(JSON.parse(await approve())).toMatchObject({ status: 'issued', changed: false });
    const paid = await activityRewards(member.memberId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 4000, sourceRef: String(applicationId), status: 'issued' });
    const row = await applicationOf(id, member.memberId);
    expect(row).toMatchObject({
      status: 'issued',
      reviewedBy: 'maria',
      reviewNote: 'deposit seen',
      rewardId: paid[0]?.id,
    });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect((await itemOf(id, member.token))?.status).toBe('issued');

    await expect(
      ops(t, 'activity', 'reject', String(applicationId), '--reason', 'late', '--by', 'x'),
    ).rejects.toThrow('refused: CONFLICT (issued)');
    const claim = await call(t, member.token, 'POST', '/wps/reward/claim', { rewardId: String(paid[0]?.id) });
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await itemOf(id, member.token))?.status).toBe('claimed');
  });

  it('R-PROMO-02 rejecting keeps who and why; the player sees rejected with the reason, and nothing is issued', async () => {
    const id = await addActivity({});
    const member = await fundedMember(t, 0);
    await apply(member.token, [field('activityId', id)]);
    const { id: applicationId } = await applicationOf(id, member.memberId);
    await expect(ops(t, 'activity', 'reject', String(applicationId), '--by', 'ana')).rejects.toThrow(
      OpsError,
    );
    const done = JSON.parse(
      await ops(
        t,
        'activity',
        'reject',
        String(applicationId),
        '--reason',
        'No deposit of ₱500 found',
        '--by',
        'ana',
      ),
    );
    expect(done).toMatchObject({ status: 'rejected', changed: true, rewardId: null });
    expect(await applicationOf(id, member.memberId)).toMatchObject({
      status: 'rejected',
      reviewedBy: 'ana',
      reviewNote: 'No deposit of ₱500 found',
    });
    expect(await itemOf(id, member.token)).toMatchObject({
      status: 'rejected',
      rejectReason: 'No deposit of ₱500 found',
    });
    await expect(ops(t, 'activity', 'approve', String(applicationId), '--by', 'ana')).rejects.toThrow(
      'refused: CONFLICT (rejected)',
    );
    expect(await activityRewards(member.memberId)).toHaveLength(0);
    // A rejected player cannot apply to the same activity again.
    expect((await apply(member.token, [field('activityId', id)])).statusCode).toBe(409);
  });

  it('R-API-127 the operator commands check their input', async () => {
    await expect(ops(t, 'activity', 'approve', '999999999', '--by', 'ana')).rejects.toThrow(
      'refused: NOT_FOUND',
    );
    await expect(ops(t, 'activity', 'approve', 'x')).rejects.toThrow(OpsError);
    await expect(ops(t, 'activity', 'applications', '--status', 'paid')).rejects.toThrow(OpsError);
    await expect(addActivity({ startsAt: at(2), endsAt: at(1) })).rejects.toThrow('endsAt');
    await expect(addActivity({ reward: 0 })).rejects.toThrow('reward');
    await expect(addActivity({ titles: { PT: 'Só português' } })).rejects.toThrow('EN');
    const listed = JSON.parse(await ops(t, 'activity', 'list')) as { id: number; hidden: boolean }[];
    expect(listed.length).toBeGreaterThan(3);
  });
});
