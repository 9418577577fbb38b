import { ALL_ENDPOINTS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

/** Routes that are not JSON calls of the API, so no contract describes them. */
const NOT_API = new Set(['GET /wps/ws']);

const API_PATH = /^\/(wps|lgw|lotto|seamless|gateway)\//;

/** `METHOD /path` with OpenAPI's `{name}` parameters written as Fastify's `:name`. */
function routesOfOpenApi(paths: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

describe('each endpoint is described once, in packages/contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('has a route for every contract and a contract for every API route', () => {
    const routes = routesOfOpenApi(t.app.swagger().paths as Record<string, Record<string, unknown>>)
      .filter((route) => API_PATH.test(route.split(' ')[1] ?? '') && !NOT_API.has(route))
      .sort();
    const contracts = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(new Set(contracts).size, 'a method and path described twice').toBe(contracts.length);
    expect(routes).toEqual(contracts);
  });
});
