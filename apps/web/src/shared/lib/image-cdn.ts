/** The built-in fallback list has one host: the site's own origin (R-CONST-23). */
const FALLBACK_HOSTS = [''];

let chosen: { from: readonly string[]; host: string } | undefined;

/**
 * Picks one image host at random from the status `imageCDNs`, or from the fallback list when that
 * is empty (R-SYS-22), and keeps it while the list stays the same so the browser cache stays warm.
 */
export function imageHost(imageCDNs: readonly string[], random: () => number = Math.random): string {
  const list = imageCDNs.length > 0 ? imageCDNs : FALLBACK_HOSTS;
  if (!chosen || chosen.from !== list) {
    chosen = { from: list, host: (list[Math.floor(random() * list.length)] ?? '').replace(/\/+$/, '') };
  }
  return chosen.host;
}

export function imageUrl(pathOrUrl: string, imageCDNs: readonly string[]): string {
  if (/^(https?:|data:|blob:)/.test(pathOrUrl)) return pathOrUrl;
  const relative = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${imageHost(imageCDNs)}${relative}`;
}
