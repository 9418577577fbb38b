/** Where a banner tap leads (R-HOME-19): a /m/ path inside the app, any other URL in a new tab, empty nothing. */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'inside'; to: string }
  | { kind: 'outside'; href: string };

export function bannerTarget(url: string): BannerTarget {
  const trimmed = url.trim();
  if (trimmed === '') return { kind: 'none' };
  if (trimmed === '/m' || trimmed.startsWith('/m/') || trimmed.startsWith('/m?')) {
    const to = trimmed.slice(2) || '/';
    return { kind: 'inside', to: to.startsWith('/') ? to : `/${to}` };
  }
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'outside', href: trimmed };
  return { kind: 'none' };
}

const ACCOUNT_PATHS: Record<string, 'register' | 'login'> = { '/register': 'register', '/login': 'login' };

/**
 * The banners this visitor can use: one that leads to sign-up or login is for guests only, and the
 * sign-up one only while registration is open, so a member is never asked to create an account.
 */
export function bannersFor<T extends { url: string }>(
  banners: readonly T[],
  visitor: { signedIn: boolean; canRegister: boolean },
): T[] {
  return banners.filter((banner) => {
    const target = bannerTarget(banner.url);
    if (target.kind !== 'inside') return true;
    const account = ACCOUNT_PATHS[target.to.split(/[?#]/)[0] ?? ''];
    if (!account) return true;
    return !visitor.signedIn && (account === 'login' || visitor.canRegister);
  });
}
