/** Kept for the visit, so an agent's link still counts after the player looks around first (R-REG-14). */
export const AFFILIATE_CODE_SESSION_KEY = 'affiliateCode';

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** `?affiliateCode=` or `?code=` from an agent's link, else the one kept earlier in this visit. */
export function takeAffiliateCode(search: string): string {
  const params = new URLSearchParams(search);
  const fromUrl = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  if (fromUrl) {
    session()?.setItem(AFFILIATE_CODE_SESSION_KEY, fromUrl);
    return fromUrl;
  }
  return session()?.getItem(AFFILIATE_CODE_SESSION_KEY) ?? '';
}

/** Registration is done: the code has been used. */
export function clearAffiliateCode(): void {
  session()?.removeItem(AFFILIATE_CODE_SESSION_KEY);
}
