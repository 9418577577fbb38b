import fp from 'fastify-plugin';
import { httpRequestSeconds, httpRequests, serverErrors } from '../lib/metrics.js';

/** Counts and times every answer by its route pattern (never the raw URL, which has ids in it). */
export default fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      httpRequests.inc({ method: request.method, route, status });
      httpRequestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status >= 500) serverErrors.inc({ route });
      done();
    });
  },
  { name: 'request-metrics' },
);
