import { existsSync } from 'node:fs';
import path from 'node:path';
import { isErrorPageLinkType } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppHtml, type SiteLink } from './app-html.js';
import { sendError } from './error-envelope.js';
import { FirstScreenRenderer } from './first-screen.js';

const YEAR_SECONDS = 31_536_000;

/**
 * The built site at /m/: hashed assets cached for a year and served precompressed, every other
 * path under /m/ (and / and /m, and /m/index.html itself) answered by the app's index.html, with
 * the error page's links written into it and a guest's first screen rendered into it, so deep links
 * work and paint before the script runs. `firstScreenCacheMs`: how long a rendered first screen is
 * reused, as long as the site's settings are (SYSTEM_CACHE_MS).
 */
export default fp<{ webDistDir: string; firstScreens: boolean; firstScreenCacheMs: number }>(
  async (app, { webDistDir, firstScreens, firstScreenCacheMs }) => {
    const indexPath = path.join(webDistDir, 'index.html');
    const hasSite = existsSync(indexPath);
    const appHtml = hasSite
      ? new AppHtml(
          indexPath,
          firstScreens ? FirstScreenRenderer.forSite(app, webDistDir, firstScreenCacheMs) : undefined,
        )
      : undefined;
    // The page must come even when the database does not: then it has no links.
    const siteLinks = async (): Promise<SiteLink[]> => {
      try {
        const { resources } = await app.systemConfig.get();
        return resources
          .filter((r) => isErrorPageLinkType(r.resourceType))
          .map(({ resourceType, url }) => ({ resourceType, url }));
      } catch {
        return [];
      }
    };
    const sendApp = async (request: FastifyRequest, reply: FastifyReply) =>
      appHtml?.send(request, reply, await siteLinks());
    if (hasSite) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/m/',
        preCompressed: true,
        wildcard: false,
        index: false,
        cacheControl: false,
        // The file as built has no links: the app's HTML is always the one sendApp writes. The
        // server's render of first screens is the server's own code, not the site's.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/ssr/'),
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
      app.get('/', sendApp);
      app.get('/m', sendApp);
      app.get('/m/', sendApp);
    } else {
      app.log.warn({ webDistDir }, 'no built site found; only the API is served');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const underSite =
        request.url === '/m' || request.url.startsWith('/m/') || request.url.startsWith('/m?');
      const isAsset = request.url.startsWith('/m/assets/');
      if (hasSite && isPage && underSite && !isAsset) return sendApp(request, reply);
      return sendError(reply, 'NOT_FOUND', null);
    });
  },
  { name: 'site', dependencies: ['system-config'] },
);
