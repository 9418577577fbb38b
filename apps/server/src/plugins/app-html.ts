import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_TAG,
  type Language,
  PREFERENCE_COOKIES,
  SITE_LINKS_ELEMENT_ID,
  THEME_COLORS,
  type Theme,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SiteLink {
  resourceType: string;
  url: string;
}

/** The visitor's theme and language, as the page's preference cookies say (defaults otherwise). */
export interface PagePreferences {
  theme: Theme;
  language: Language;
}

export function pagePreferencesOf(cookies: Record<string, string | undefined>): PagePreferences {
  const language = cookies[PREFERENCE_COOKIES.language];
  return {
    theme: cookies[PREFERENCE_COOKIES.theme] === 'light' ? 'light' : 'dark',
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}

/** The opening tags as built (`<html lang="en" data-theme="dark">`, the theme-color meta). */
const HTML_TAG = /<html\b[^>]*>/u;
const THEME_COLOR_META = /<meta name="theme-color" content="[^"]*"\s*\/?>/u;

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The app's index.html with the site's links written into it (R-SYS-05), so the error page can offer
 * them when the status cannot be loaded, and with the visitor's theme and language on `<html>`, so
 * the first paint is in them before any script runs. Rendered and compressed once per set of links
 * and preferences (two themes, seven languages): links change when the operator edits them, not per
 * request.
 */
export class AppHtml {
  private readonly template: string;
  private links = '';
  private rendered = new Map<string, Rendered>();

  constructor(indexPath: string) {
    this.template = readFileSync(indexPath, 'utf8');
  }

  private render(links: SiteLink[], { theme, language }: PagePreferences): Rendered {
    // `<` escaped so that no URL can close the script element.
    const json = JSON.stringify(links).replaceAll('<', '\\u003c');
    if (this.links !== json) {
      this.links = json;
      this.rendered.clear();
    }
    const key = `${theme} ${language}`;
    const done = this.rendered.get(key);
    if (done) return done;
    const element = `<script type="application/json" id="${SITE_LINKS_ELEMENT_ID}">${json}</script>`;
    const page = this.template
      .replace(HTML_TAG, `<html lang="${LANGUAGE_TAG[language]}" data-theme="${theme}">`)
      .replace(THEME_COLOR_META, `<meta name="theme-color" content="${THEME_COLORS[theme]}" />`);
    // In the head as built; a page without one (the head is optional in HTML) has it at its end.
    const html = Buffer.from(
      page.includes('</head>') ? page.replace('</head>', `${element}</head>`) : `${page}${element}`,
    );
    const rendered = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    this.rendered.set(key, rendered);
    return rendered;
  }

  send(request: FastifyRequest, reply: FastifyReply, links: SiteLink[]) {
    const { html, br, gzip, etag } = this.render(links, pagePreferencesOf(request.cookies));
    const vary = reply.getHeader('vary');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', vary ? `${vary}, Accept-Encoding, Cookie` : 'Accept-Encoding, Cookie');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/u.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/u.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(html);
  }
}
