import { EMBED_ORIGINS, socialLocale } from '@app/contracts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/u;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The video id of a YouTube watch, short-link, shorts, live or embed URL; null for anything else. */
export function youtubeId(watchUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(watchUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host) || host === 'www.youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * R-HOME-04: a watch URL as its privacy-enhanced embed URL, without related videos from other
 * channels (rel=0). The embed is only inserted after a tap, so it may start at once then.
 */
export function videoEmbedUrl(watchUrl: string): string | null {
  const id = youtubeId(watchUrl);
  return id === null ? null : `${EMBED_ORIGINS.video}/embed/${id}?rel=0&autoplay=1&playsinline=1`;
}

/** R-HOME-05: Facebook's page plugin for a facebook.com page, in the social locale of the language. */
export function socialEmbedUrl(pageUrl: string, language: string, width: number): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || !(host === 'facebook.com' || host.endsWith('.facebook.com'))) return null;
  const params = new URLSearchParams({
    href: url.href,
    tabs: 'timeline',
    width: String(Math.max(180, Math.min(500, Math.round(width)))),
    height: '360',
    small_header: 'true',
    adapt_container_width: 'true',
    hide_cover: 'false',
    locale: socialLocale(language),
  });
  return `${EMBED_ORIGINS.social}/plugins/page.php?${params}`;
}
