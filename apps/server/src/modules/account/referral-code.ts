import { randomInt } from 'node:crypto';
import { MEMBER_TYPE } from '@app/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** No 0/O or 1/I/L: a code read aloud or copied by hand is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A fresh invite code from the CSPRNG: 31^8 ≈ 8.5e11 codes, so a clash is rare and retried. */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The member an invite code recruits for: any active account that is not a trial, agent or
 * player alike, on a host the operator allows for invite links (empty list: any). An unknown or
 * inactive code is INVALID_INVITATION_CODE (R-ERR-13); a valid one on another host is
 * REFERRER_LINK_ERROR (R-ERR-22).
 */
export async function findReferrer(
  db: DbOrTx,
  code: string,
  domain: string | undefined,
  allowedDomains: readonly string[],
): Promise<number> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`upper(${members.affiliateCode}) = upper(${code})`,
        eq(members.status, 'active'),
        ne(members.type, MEMBER_TYPE.trial),
      ),
    )
    .limit(1);
  const referrer = rows[0];
  if (!referrer) throw new AppError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
  const host = (domain ?? '').toLowerCase().replace(/:\d+$/u, '');
  if (allowedDomains.length > 0 && !allowedDomains.some((allowed) => allowed.toLowerCase() === host))
    throw new AppError('REFERRER_LINK_ERROR', { field: 'affiliateCode' });
  return referrer.id;
}

/** The member's invite code, made on first use for accounts older than invite codes. */
export async function affiliateCodeOf(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = await db
      .select({ code: members.affiliateCode })
      .from(members)
      .where(eq(members.id, memberId));
    const existing = stored[0]?.code;
    if (existing) return existing;
    const code = newAffiliateCode();
    // A code another member holds is skipped and drawn again; the unique index settles races.
    await db
      .update(members)
      .set({ affiliateCode: code })
      .where(
        and(
          eq(members.id, memberId),
          isNull(members.affiliateCode),
          sql`not exists (select 1 from ${members} where upper(${members.affiliateCode}) = ${code})`,
        ),
      );
  }
  throw new Error(`no free invite code for member ${memberId}`);
}
