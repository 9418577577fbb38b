import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@app/contracts';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { GIF_IMAGE, JPEG_IMAGE, PNG_IMAGE, pngOfSize } from '../../../test/images.js';
import { type FormPart, multipartBody } from '../../../test/multipart.js';
import { feedback } from '../../db/schema/index.js';
import { runOpsCommand } from '../../ops/commands.js';

let t: TestApp;
let folder: string;
let token: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'feedback-'));
  // The bad-input loops send far more than a member may a minute; the limit has its own app below.
  t = await startTestApp({ env: { FEEDBACK_DIR: folder, FEEDBACK_PER_MINUTE: '1000' } });
  await disableRegisterCaptcha(t);
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const png = (bytes: Buffer = PNG_IMAGE, filename = 'shot.png'): FormPart => ({
  name: 'images',
  filename,
  contentType: 'image/png',
  bytes,
});
const jpeg = (bytes: Buffer = JPEG_IMAGE): FormPart => ({
  name: 'images',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  bytes,
});
const text = (content: string): FormPart => ({ name: 'content', value: content });

function send(parts: FormPart[], as: string | null = token) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...SAME_ORIGIN, 'content-type': contentType, ...(as ? { token: as } : {}) },
    payload,
  });
}

async function stored() {
  const [row] = await t.db.select({ n: count() }).from(feedback);
  return { rows: row?.n ?? 0, files: readdirSync(folder).length };
}

async function newest() {
  const [row] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  if (!row) throw new Error('no feedback stored');
  return row;
}

/** Refused with a 400 naming the code and the field, and nothing kept: no row, no file. */
async function expectRefused(parts: FormPart[], code: string, field: string) {
  const before = await stored();
  const res = await send(parts);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code, value: { field } });
  expect(await stored()).toEqual(before);
}

describe('PUT /wps/feedback', () => {
  it('R-API-49 R-HELP-11 S-23 stores the text with 0, 1, 2 and 3 png/jpeg images under random names', async () => {
    const sets: ('png' | 'jpeg')[][] = [[], ['png'], ['png', 'jpeg'], ['jpeg', 'png', 'jpeg']];
    for (const [n, kinds] of sets.entries()) {
      const images = kinds.map((kind) => (kind === 'png' ? png() : jpeg()));
      const before = await stored();
      const res = await send([
        text(`  Set ${n}: the lobby is slow  `),
        { name: 'type', value: 'problem' },
        ...images,
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, value: { success: true } });
      expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + images.length });
      const row = await newest();
      expect(row).toMatchObject({ content: `Set ${n}: the lobby is slow`, type: 'problem' });
      expect(row.images).toHaveLength(images.length);
      for (const [i, image] of row.images.entries()) {
        const isPng = kinds[i] === 'png';
        expect(image).toMatchObject(
          isPng
            ? { contentType: 'image/png', width: 64, height: 48, bytes: PNG_IMAGE.length }
            : { contentType: 'image/jpeg', width: 48, height: 32, bytes: JPEG_IMAGE.length },
        );
        expect(image.key).toMatch(isPng ? /^[0-9a-f]{32}\.png$/ : /^[0-9a-f]{32}\.jpg$/);
        expect(readFileSync(path.join(folder, image.key))).toEqual(isPng ? PNG_IMAGE : JPEG_IMAGE);
      }
    }
  });

  it('R-CONST-18 R-VAL-17 accepts 140 characters counted as code points, with no type', async () => {
    const res = await send([text('🎰'.repeat(LIMITS.feedbackMaxLength))]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({ content: '🎰'.repeat(140), type: null });
  });

  it('S-23 keeps only the image of a png or jpeg with something appended after its end marker', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await send([
      text('polyglots'),
      png(Buffer.concat([PNG_IMAGE, html])),
      jpeg(Buffer.concat([JPEG_IMAGE, html])),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = (await newest()).images;
    expect(readFileSync(path.join(folder, first?.key ?? ''))).toEqual(PNG_IMAGE);
    expect(readFileSync(path.join(folder, second?.key ?? ''))).toEqual(JPEG_IMAGE);
  });

  it('S-23 R-CONST-18 R-VAL-18 accepts an image of exactly 5 MB and refuses one byte more, keeping nothing', async () => {
    const res = await send([text('big but allowed'), png(pngOfSize(LIMITS.imageMaxBytes))]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await newest()).images[0]?.bytes).toBe(LIMITS.imageMaxBytes);
    await expectRefused(
      [text('too big'), png(), png(pngOfSize(LIMITS.imageMaxBytes + 1))],
      'IMAGE_TOO_LARGE',
      'images',
    );
  });

  it('S-23 R-HELP-10 R-VAL-18 refuses a fourth image, keeping none of the first three', async () => {
    await expectRefused([text('four'), png(), jpeg(), png(), jpeg()], 'TOO_MANY_IMAGES', 'images');
  });

  it('S-23 R-VAL-18 judges by content: HTML named .png, a GIF, a JPEG header then garbage, broken PNGs', async () => {
    const html = Buffer.from('<!doctype html><script>fetch("/wps/member/info")</script>');
    const jpegHeaderThenGarbage = Buffer.concat([JPEG_IMAGE.subarray(0, 20), Buffer.alloc(400, 0x41)]);
    const truncatedPng = PNG_IMAGE.subarray(0, PNG_IMAGE.length - 20);
    const truncatedJpeg = JPEG_IMAGE.subarray(0, JPEG_IMAGE.length - 2);
    const badCrc = Buffer.from(PNG_IMAGE);
    badCrc[40] = (badCrc[40] ?? 0) ^ 0xff;
    const cases: [string, Buffer][] = [
      ['html', html],
      ['gif', GIF_IMAGE],
      ['jpeg header then garbage', jpegHeaderThenGarbage],
      ['truncated png', truncatedPng],
      ['truncated jpeg', truncatedJpeg],
      ['png with a bad checksum', badCrc],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [, bytes] of cases) {
      await expectRefused(
        [text('disguised'), png(), png(bytes, 'innocent.png')],
        'IMAGE_INVALID',
        'images.1',
      );
    }
  });

  it('R-VAL-17 R-API-01 refuses bad text fields with the field, keeping nothing', async () => {
    const cases: [FormPart[], string, string][] = [
      [[text('x'.repeat(141)), png()], 'VALIDATION_ERROR', 'content'],
      [[text('🎰'.repeat(141))], 'VALIDATION_ERROR', 'content'],
      [[png()], 'VALIDATION_ERROR', 'content'],
      [[], 'VALIDATION_ERROR', 'content'],
      [[text('   ')], 'VALIDATION_ERROR', 'content'],
      [[text('a'), text('b')], 'VALIDATION_ERROR', 'content'],
      [[text('x'.repeat(5000))], 'VALIDATION_ERROR', 'content'],
      [[text('hi'), { name: 'type', value: 'complaint' }], 'VALIDATION_ERROR', 'type'],
      [[text('hi'), { name: 'memberId', value: '1' }], 'VALIDATION_ERROR', 'memberId'],
      // The text rule of every route holds in a form too: a NUL is refused, never stored or a 5xx.
      [[text('hel\u0000lo'), png()], 'VALIDATION_ERROR', 'content'],
      [[text('hi'), { name: 'type', value: 'other\u0000' }], 'VALIDATION_ERROR', 'type'],
      [[text('hi'), { ...png(), name: 'avatar' }], 'VALIDATION_ERROR', 'avatar'],
      [
        [text('hi'), { name: 'type', value: 'other' }, { name: 'extra', value: '1' }],
        'VALIDATION_ERROR',
        'body',
      ],
    ];
    for (const [parts, code, field] of cases) await expectRefused(parts, code, field);
  });

  it('R-API-01 refuses a body that is not a multipart form, or a broken one, with a 400', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...SAME_ORIGIN, token },
      payload: { content: 'hi' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', value: { field: 'content-type' } });
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...SAME_ORIGIN, token, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="content"\r\n\r\nhal',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'body' } });
  });

  it('R-ROLE-16 R-HELP-12 refuses a guest with 401 and keeps nothing; a trial account may send', async () => {
    const before = await stored();
    const guest = await send([text('hello'), png()], null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(await stored()).toEqual(before);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const res = await send([text('from a trial')], trial.json().value.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('R-API-49 the operator lists feedback and shows one with its image files', async () => {
    await send([text('operator, look'), png()]);
    const row = await newest();
    const list = JSON.parse(await runOpsCommand(t.db, ['feedback', 'list', '--limit', '3']));
    expect(list[0]).toMatchObject({ id: row.id, content: 'operator, look', images: 1 });
    const shown = await runOpsCommand(t.db, ['feedback', 'show', String(row.id)]);
    expect(shown).toContain(row.images[0]?.key);
    expect(await runOpsCommand(t.db, ['feedback', 'show', '999999'])).toBe('no such feedback');
  });
});

describe('the feedback rate limit', () => {
  let limited: TestApp;
  let limitedFolder: string;
  beforeAll(async () => {
    limitedFolder = mkdtempSync(path.join(tmpdir(), 'feedback-limit-'));
    limited = await startTestApp({ env: { FEEDBACK_DIR: limitedFolder } });
    await disableRegisterCaptcha(limited);
  });
  afterAll(async () => {
    await limited.close();
    rmSync(limitedFolder, { recursive: true, force: true });
  });

  it('R-API-49 allows 5 sends a minute per member, counted per member and not per address', async () => {
    const [busy, other] = [(await registerMember(limited)).token, (await registerMember(limited)).token];
    const sendAs = (as: string, content: string) => {
      const { payload, contentType } = multipartBody([text(content)]);
      return limited.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { ...SAME_ORIGIN, 'content-type': contentType, token: as },
        payload,
      });
    };
    for (let i = 0; i < 5; i += 1) expect((await sendAs(busy, `note ${i}`)).statusCode).toBe(200);
    const refused = await sendAs(busy, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await sendAs(other, 'someone else')).statusCode).toBe(200);
  });
});
