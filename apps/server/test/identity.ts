import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { runOpsCommand } from '../src/ops/commands.js';
import { SAME_ORIGIN } from './accounts.js';
import type { TestApp } from './harness.js';
import { JPEG_IMAGE, PNG_IMAGE } from './images.js';
import { type FormPart, multipartBody } from './multipart.js';

/** The three identity images as the KYC page sends them; `images` overrides some parts. */
export function kycParts(
  images: Partial<Record<'front' | 'back' | 'selfie', Buffer | null>> = {},
): FormPart[] {
  const parts: FormPart[] = [];
  for (const name of ['front', 'back', 'selfie'] as const) {
    const bytes = images[name] === undefined ? (name === 'selfie' ? JPEG_IMAGE : PNG_IMAGE) : images[name];
    if (!bytes) continue;
    const jpeg = bytes === JPEG_IMAGE;
    parts.push({
      name,
      filename: `${name}.${jpeg ? 'jpg' : 'png'}`,
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      bytes,
    });
  }
  return parts;
}

/** Uploads identity documents through `PUT /wps/protection/kyc`. */
export function uploadKyc(t: TestApp, token: string, parts: FormPart[] = kycParts()) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'PUT',
    url: '/wps/protection/kyc',
    headers: { ...SAME_ORIGIN, token, 'content-type': contentType },
    payload,
  });
}

/** The id of the member's pending identity submission (what `ops kyc list` shows the operator). */
export async function pendingKycId(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.execute(
    sql`select id from kyc_submissions where member_id = ${memberId} and status = 'pending'`,
  );
  return Number(rows[0]?.id);
}

/** A member whose identity the operator approved, through the real upload and `ops kyc approve`. */
export async function verifyIdentity(t: TestApp, member: { token: string; memberId: number }) {
  const res = await uploadKyc(t, member.token);
  if (res.statusCode !== 200) throw new Error(`kyc upload: ${res.body}`);
  await runOpsCommand(t.db, ['kyc', 'approve', String(await pendingKycId(t.db, member.memberId))]);
}
