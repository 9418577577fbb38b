import { randomInt } from 'node:crypto';
import type { AffiliateUrl, AffiliateUrlList } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AffiliateUrlRow, activeUrls, insertUrl, markUrlDeleted } from './affiliate-url-repository.js';
import { rebatesOf } from './rebate-repository.js';

/** How many live URLs an agent may hold: enough for every channel they recruit on, no more. */
export const AFFILIATE_URL_LIMIT = 20;
/** No 0/O or 1/I/L; 10 characters, so a URL code never equals an 8-character member code. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const newUrlCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Where the request came from, for building links: its host name and its host with the port. */
export interface Site {
  protocol: string;
  /** As the browser sent it, possibly with a port. */
  host: string;
  /** The operator's list (R-API-26); empty: the site's own host only. */
  affiliateDomains: readonly string[];
}

const hostName = (host: string) => host.toLowerCase().replace(/:\d+$/u, '');
const allowedDomains = (site: Site) =>
  site.affiliateDomains.length > 0
    ? site.affiliateDomains.map((d) => d.toLowerCase())
    : [hostName(site.host)];

/** The register page on the URL's host; the site's own host keeps the port the browser used. */
function linkOf(row: AffiliateUrlRow, site: Site) {
  const origin =
    row.domain === hostName(site.host) ? `${site.protocol}://${site.host}` : `https://${row.domain}`;
  return `${origin}/m/register?affiliateCode=${row.code}`;
}

const viewOf = (row: AffiliateUrlRow, site: Site): AffiliateUrl => ({
  id: String(row.id),
  code: row.code,
  domain: row.domain,
  url: linkOf(row, site),
  rebate: row.rebateBp / 100,
  registrations: row.registrations,
  createdAt: row.createdAt.toISOString(),
});

const highestOwn = async (db: Db, agentId: number) => Math.max(0, ...(await rebatesOf(db, agentId)).values());

/** The agent's URLs with their registration counts, the hosts allowed and the highest rebate (R-API-119). */
export async function listAffiliateUrls(db: Db, agentId: number, site: Site): Promise<AffiliateUrlList> {
  const [rows, maxBp] = await Promise.all([activeUrls(db, agentId), highestOwn(db, agentId)]);
  return {
    domains: allowedDomains(site),
    maxRebate: maxBp / 100,
    limit: AFFILIATE_URL_LIMIT,
    list: rows.map((row) => viewOf(row, site)),
  };
}

/**
 * A new URL on an allowed host (R-API-118). Its default rebate is at most the agent's highest own
 * category rate; a recruit gets it in each category capped by the agent's rate there.
 */
export async function createAffiliateUrl(
  db: Db,
  agentId: number,
  body: { domain: string; rebate: number },
  site: Site,
): Promise<AffiliateUrl> {
  const domain = body.domain.toLowerCase();
  if (!allowedDomains(site).includes(domain)) throw new AppError('DOMAIN_NOT_ALLOWED', { field: 'domain' });
  const rebateBp = Math.round(body.rebate * 100);
  if (rebateBp > (await highestOwn(db, agentId))) throw new AppError('REBATE_ABOVE_OWN', { field: 'rebate' });
  if ((await activeUrls(db, agentId)).length >= AFFILIATE_URL_LIMIT)
    throw new AppError('AFFILIATE_URL_LIMIT', { limit: AFFILIATE_URL_LIMIT });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await insertUrl(db, { agentId, code: newUrlCode(), domain, rebateBp });
    if (created) return viewOf(created, site);
  }
  throw new Error(`no free affiliate URL code for agent ${agentId}`);
}

/** Deletes one of the caller's own URLs; another agent's, or an unknown one, is refused (R-ROLE-18). */
export async function deleteAffiliateUrl(db: Db, agentId: number, id: number): Promise<null> {
  if (!(await markUrlDeleted(db, agentId, id))) throw new AppError('NO_PERMISSION', { field: 'id' });
  return null;
}
