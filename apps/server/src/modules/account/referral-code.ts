import { randomInt } from 'node:crypto';
import { MEMBER_TYPE } from '@app/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { affiliateUrls, members } from '../../db/schema/index.js';
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

/** Who a code recruits for, and through which affiliate URL (R-AGENT-13) when it is one. */
export interface Referrer {
  parentId: number;
  url: { id: number; rebateBp: number } | null;
}

const hostOf = (domain: string | undefined) => (domain ?? '').toLowerCase().replace(/:\d+$/u, '');
const allowedHost = (host: string, allowedDomains: readonly string[]) =>
  allowedDomains.length === 0 || allowedDomains.some((allowed) => allowed.toLowerCase() === host);

/**
 * The member an invite code recruits for: any active account that is not a trial, agent or
 * player alike, on a host the operator allows for invite links (empty list: any). An unknown or
 * inactive code is INVALID_INVITATION_CODE (R-ERR-13); a valid one on another host is
 * REFERRER_LINK_ERROR (R-ERR-22). An agent's affiliate URL code (R-AGENT-13) recruits only on its
 * own host while that host is allowed, and not at all once deleted: REFERRER_LINK_ERROR.
 */
export async function findReferrer(
  db: DbOrTx,
  code: string,
  domain: string | undefined,
  allowedDomains: readonly string[],
): Promise<Referrer> {
  const host = hostOf(domain);
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
  if (!referrer) return urlReferrer(db, code, host, allowedDomains);
  if (!allowedHost(host, allowedDomains))
    throw new AppError('REFERRER_LINK_ERROR', { field: 'affiliateCode' });
  return { parentId: referrer.id, url: null };
}

async function urlReferrer(
  db: DbOrTx,
  code: string,
  host: string,
  allowedDomains: readonly string[],
): Promise<Referrer> {
  const rows = await db
    .select({
      id: affiliateUrls.id,
      agentId: affiliateUrls.agentId,
      domain: affiliateUrls.domain,
      rebateBp: affiliateUrls.rebateBp,
      deletedAt: affiliateUrls.deletedAt,
    })
    .from(affiliateUrls)
    .innerJoin(members, eq(members.id, affiliateUrls.agentId))
    .where(and(sql`upper(${affiliateUrls.code}) = upper(${code})`, eq(members.status, 'active')))
    .limit(1);
  const url = rows[0];
  if (!url) throw new AppError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
  const ownHost = url.domain.toLowerCase();
  if (url.deletedAt || host !== ownHost || !allowedHost(ownHost, allowedDomains))
    throw new AppError('REFERRER_LINK_ERROR', { field: 'affiliateCode' });
  return { parentId: url.agentId, url: { id: url.id, rebateBp: url.rebateBp } };
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
