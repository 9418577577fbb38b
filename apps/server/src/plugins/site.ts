import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-envelope.js';

const YEAR_SECONDS = 31_536_000;

function sendApp(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
}

/**
 * The built site at /m/: hashed assets cached for a year and served precompressed, every other
 * path under /m/ (and / and /m) answered by the app's index.html so deep links work.
 */
export default fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const hasSite = existsSync(path.join(webDistDir, 'index.html'));
    if (hasSite) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/m/',
        preCompressed: true,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
      app.get('/', (_request, reply) => sendApp(reply));
      app.get('/m', (_request, reply) => sendApp(reply));
      app.get('/m/', (_request, reply) => sendApp(reply));
    } else {
      app.log.warn({ webDistDir }, 'no built site found; only the API is served');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const underSite =
        request.url === '/m' || request.url.startsWith('/m/') || request.url.startsWith('/m?');
      const isAsset = request.url.startsWith('/m/assets/');
      if (hasSite && isPage && underSite && !isAsset) return sendApp(reply);
      return sendError(reply, 'NOT_FOUND', null);
    });
  },
  { name: 'site' },
);
