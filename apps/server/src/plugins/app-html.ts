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
import type { FirstScreenPage, FirstScreenRenderer } from './first-screen.js';

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
/**
 * The frame `index.html` paints in `#root`, which a first screen rendered by the server replaces. It
 * comes inert, to read but not to use: a form sent before the app runs would go as a plain GET with
 * the password in the address. The app lifts it once it has adopted the screen.
 */
const ROOT_FRAME = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/u;
/** `index.html` asks for the status while the scripts download (every screen waits for it). */
const STATUS_PRELOAD = /\s*<link rel="preload" href="\/wps\/system\/status"[^>]*>/u;
/** Variants kept at once: every frame (14 per set of links) and the recent first screens. */
const MAX_RENDERED = 256;

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  styleHashes: string[];
}

const CSP = 'content-security-policy';

/** The page's policy with the first screen's own `style` attributes allowed by hash, and no other. */
function allowStyleAttributes(reply: FastifyReply, hashes: string[]) {
  // security-headers.ts sets the policy on the reply in its onRequest hook.
  const policy = reply.getHeader(CSP);
  if (typeof policy !== 'string' || hashes.length === 0) return;
  reply.header(
    CSP,
    policy.replace(/(^|;)\s*style-src ([^;]*)/, `$1style-src $2 'unsafe-hashes' ${hashes.join(' ')}`),
  );
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

  constructor(
    indexPath: string,
    private readonly firstScreens?: FirstScreenRenderer,
  ) {
    this.template = readFileSync(indexPath, 'utf8');
  }

  private render(
    links: SiteLink[],
    { theme, language }: PagePreferences,
    firstScreen: FirstScreenPage | undefined,
  ): Rendered {
    // `<` escaped so that no URL can close the script element.
    const json = JSON.stringify(links).replaceAll('<', '\\u003c');
    if (this.links !== json) {
      this.links = json;
      this.rendered.clear();
    }
    const key = `${theme} ${language} ${firstScreen?.key ?? ''}`;
    const done = this.rendered.get(key);
    if (done) return done;
    if (this.rendered.size >= MAX_RENDERED) this.rendered.clear();
    const element = `<script type="application/json" id="${SITE_LINKS_ELEMENT_ID}">${json}</script>${
      firstScreen ? this.linksOf(firstScreen) : ''
    }`;
    // The status is in the first screen's data: the page's early request for it would go unused.
    const frame = firstScreen
      ? this.template
          .replace(STATUS_PRELOAD, '')
          .replace(
            ROOT_FRAME,
            (_frame, end: string) =>
              `<div id="root" data-first-screen inert>${firstScreen.root}</div>${firstScreen.tail}${end}`,
          )
      : this.template;
    const page = frame
      .replace(HTML_TAG, `<html lang="${LANGUAGE_TAG[language]}" data-theme="${theme}">`)
      .replace(THEME_COLOR_META, `<meta name="theme-color" content="${THEME_COLORS[theme]}" />`);
    // In the head as built; a page without one (the head is optional in HTML) has it at its end.
    const html = Buffer.from(
      page.includes('</head>') ? page.replace('</head>', `${element}</head>`) : `${page}${element}`,
    );
    // A frame is compressed once for good; a first screen may change every few seconds.
    const rendered = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: firstScreen ? 6 : 11 } }),
      gzip: gzipSync(html, { level: firstScreen ? 6 : 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      styleHashes: firstScreen?.styleHashes ?? [],
    };
    this.rendered.set(key, rendered);
    return rendered;
  }

  /** The screen's styles, which its markup needs before it paints, and its chunks, unless built in. */
  private linksOf({ styles, scripts }: FirstScreenPage): string {
    // As the bundler writes them: the app's sheet, the home's preloads (which have no crossorigin).
    const built = (file: string) =>
      this.template.includes(`<link rel="stylesheet" crossorigin href="/m/${file}">`);
    const stylesheet = (file: string) => `<link rel="stylesheet" href="/m/${file}">`;
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/m/${file}">`;
    return [
      ...styles.filter((file) => !built(file)).map(stylesheet),
      ...scripts.filter((file) => !this.template.includes(`/m/${file}"`)).map(preload),
    ].join('');
  }

  async send(request: FastifyRequest, reply: FastifyReply, links: SiteLink[]) {
    const preferences = pagePreferencesOf(request.cookies);
    const firstScreen = await this.firstScreens?.pageFor(request, preferences.language, preferences.theme);
    const { html, br, gzip, etag, styleHashes } = this.render(links, preferences, firstScreen);
    allowStyleAttributes(reply, styleHashes);
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
