import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_ELEMENT_ID, type Language, PREFERENCE_COOKIES, type Theme } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeHtml, textOfHtml } from '../lib/sanitize-html.js';

/** What apps/web/src/entry-server.tsx exports (the web's server build, in `dist/ssr/`). */
interface FirstScreen {
  html: string;
  state: unknown;
  screen: string | undefined;
}
interface WebRenderer {
  renderFirstScreen(request: {
    url: string;
    language: Language;
    theme: Theme;
    transport: typeof fetch;
    html: { sanitize(html: string): string; text(html: string): string };
  }): Promise<FirstScreen | undefined>;
}
/** An API call's answer, as the render's transport hands it back. */
interface Answer {
  statusCode: number;
  body: string;
  type: string;
}
type ScreenAssets = Record<string, { scripts: string[]; styles: string[] }>;

/** What the page gains: the screen's chunks and styles, `#root`'s content, the cache state behind it. */
export interface FirstScreenPage {
  scripts: string[];
  styles: string[];
  root: string;
  tail: string;
  /** CSP hashes of the markup's `style` attributes, which the page's policy must allow by name. */
  styleHashes: string[];
  key: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * React writes a component's `style` prop as an attribute in the markup it renders on the server,
 * which `style-src 'self'` blocks (the browser's React sets styles through the CSSOM instead). The
 * page names each value's hash, so exactly those attributes apply and no other inline style can.
 */
function styleAttributeHashes(html: string): string[] {
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((m) => m[1] ?? ''));
  return [...values].map((value) => {
    const decoded = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    return `'sha256-${createHash('sha256').update(decoded).digest('base64')}'`;
  });
}

const RENDER_DIR = 'ssr';
/** Renders waiting beyond this many are not worth the wait: the page comes with its frame only. */
const MAX_WAITING = 4;
const MAX_CACHED = 200;
const STATUS_PATH = '/wps/system/status';

/**
 * Renders a guest's first screen on the server (ARCHITECTURE.md "The first screen as HTML"): the
 * web's own render, whose API calls are answered by this server in-process, as the visitor (their
 * IP, no session). Each render is kept for `cacheMs` per path, language, theme and status answer,
 * the last because the status is the visitor's own (their region, a maintenance).
 */
export class FirstScreenRenderer {
  private renderer: Promise<WebRenderer> | undefined;
  private assets: ScreenAssets | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly cache = new Map<string, { page: FirstScreenPage | undefined; until: number }>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly dir: string,
    private readonly cacheMs: number,
  ) {}

  /** Undefined when the site was built without its server render. */
  static forSite(app: FastifyInstance, webDistDir: string, cacheMs: number) {
    const dir = path.join(webDistDir, RENDER_DIR);
    return existsSync(path.join(dir, 'entry-server.js'))
      ? new FirstScreenRenderer(app, dir, cacheMs)
      : undefined;
  }

  /** The page's first screen for this visitor, or undefined for the frame alone. */
  async pageFor(
    request: FastifyRequest,
    language: Language,
    theme: Theme,
  ): Promise<FirstScreenPage | undefined> {
    // A member's first screen is theirs alone (their balance, their messages): the browser renders it.
    if (request.cookies[PREFERENCE_COOKIES.member] === '1') return undefined;
    const url = request.url === '/' || request.url.startsWith('/?') ? `/m${request.url}` : request.url;
    let status: Answer;
    try {
      status = await this.call(request, 'GET', STATUS_PATH, undefined, {});
    } catch (error) {
      request.log.error({ err: error, url }, 'no status for a first screen; the page has its frame only');
      return undefined;
    }
    const statusHash = createHash('sha256').update(status.body).digest('base64url').slice(0, 16);
    const key = `${url}\n${language}\n${theme}\n${statusHash}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.page;
    if (this.waiting >= MAX_WAITING) return undefined;
    this.waiting += 1;
    // One render at a time: the web's language, preferences and transport are module state.
    const run = this.queue.then(() => this.render(request, url, language, theme, status));
    this.queue = run.catch(() => undefined);
    try {
      const page = await run;
      this.remember(key, page);
      return page;
    } catch (error) {
      request.log.error({ err: error, url }, 'first screen render failed; the page has its frame only');
      return undefined;
    } finally {
      this.waiting -= 1;
    }
  }

  private remember(key: string, page: FirstScreenPage | undefined) {
    if (this.cacheMs <= 0) return;
    if (this.cache.size >= MAX_CACHED) {
      const now = Date.now();
      for (const [k, v] of this.cache) if (v.until <= now) this.cache.delete(k);
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
    }
    this.cache.set(key, { page, until: Date.now() + this.cacheMs });
  }

  private async render(
    request: FastifyRequest,
    url: string,
    language: Language,
    theme: Theme,
    status: Answer,
  ): Promise<FirstScreenPage | undefined> {
    this.renderer ??= import(
      pathToFileURL(path.join(this.dir, 'entry-server.js')).href
    ) as Promise<WebRenderer>;
    this.assets ??= JSON.parse(
      readFileSync(path.join(this.dir, 'first-screen-assets.json'), 'utf8'),
    ) as ScreenAssets;
    const transport: typeof fetch = async (input, init) => {
      const target = String(input);
      const answer =
        target === STATUS_PATH
          ? status
          : await this.call(request, init?.method ?? 'GET', target, init?.body, init?.headers);
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': answer.type },
      });
    };
    const screen = await (await this.renderer).renderFirstScreen({
      url,
      language,
      theme,
      transport,
      html: { sanitize: sanitizeHtml, text: textOfHtml },
    });
    if (!screen) return undefined;
    const { scripts = [], styles = [] } = screen.screen ? (this.assets[screen.screen] ?? {}) : {};
    // `<` escaped so that no text in the data can close the script element.
    const state = JSON.stringify(screen.state).replaceAll('<', '\\u003c');
    const tail = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${state}</script>`;
    const key = createHash('sha256').update(screen.html).update(tail).digest('base64url');
    const styleHashes = styleAttributeHashes(screen.html);
    return { scripts, styles, root: screen.html, tail, styleHashes, key: key.slice(0, 16) };
  }

  /** One API call as the visitor would make it without a session, answered in-process. */
  private async call(
    request: FastifyRequest,
    method: string,
    url: string,
    body: unknown,
    headers: unknown,
  ): Promise<Answer> {
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        ...(headers as Record<string, string> | undefined),
        'user-agent': request.headers['user-agent'] ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
      },
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    return {
      statusCode: response.statusCode,
      body: response.body,
      type: String(response.headers['content-type'] ?? 'application/json'),
    };
  }
}
