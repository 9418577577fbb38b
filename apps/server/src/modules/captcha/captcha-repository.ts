import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

export async function saveCaptcha(
  db: Db,
  row: { bindingHash: string; codeHash: string; expiresAt: Date; ip: string },
) {
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: captchas.bindingHash,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, ip: row.ip, createdAt: sql`now()` },
    });
}

/** Removes and returns the browser's captcha: whatever the answer, it cannot be tried twice. */
export async function takeCaptcha(db: Db, bindingHash: string) {
  const rows = await db
    .delete(captchas)
    .where(eq(captchas.bindingHash, bindingHash))
    .returning({ codeHash: captchas.codeHash, expiresAt: captchas.expiresAt });
  return rows[0];
}

export async function deleteExpiredCaptchas(db: Db) {
  await db.delete(captchas).where(sql`${captchas.expiresAt} < now()`);
}
