import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_LINKS_ELEMENT_ID } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SiteLink {
  resourceType: string;
  url: string;
}

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The app's index.html with the site's links written into it (R-SYS-05), so the error page can offer
 * them when the status cannot be loaded. Rendered and compressed once per set of links: they change
 * when the operator edits them, not per request.
 */
export class AppHtml {
  private readonly template: string;
  private last: { links: string; rendered: Rendered } | undefined;

  constructor(indexPath: string) {
    this.template = readFileSync(indexPath, 'utf8');
  }

  private render(links: SiteLink[]): Rendered {
    // `<` escaped so that no URL can close the script element.
    const json = JSON.stringify(links).replaceAll('<', '\\u003c');
    if (this.last?.links === json) return this.last.rendered;
    const element = `<script type="application/json" id="${SITE_LINKS_ELEMENT_ID}">${json}</script>`;
    // In the head as built; a page without one (the head is optional in HTML) has it at its end.
    const html = Buffer.from(
      this.template.includes('</head>')
        ? this.template.replace('</head>', `${element}</head>`)
        : `${this.template}${element}`,
    );
    const rendered = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    this.last = { links: json, rendered };
    return rendered;
  }

  send(request: FastifyRequest, reply: FastifyReply, links: SiteLink[]) {
    const { html, br, gzip, etag } = this.render(links);
    const vary = reply.getHeader('vary');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/u.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/u.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(html);
  }
}
