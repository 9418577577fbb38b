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
