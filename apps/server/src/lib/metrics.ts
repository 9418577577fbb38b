import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics for Prometheus. One registry per process, made once: a metric belongs to
 * the process (event-loop lag, memory), and a process that builds several apps (the tests) counts
 * them together.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Answered HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const serverErrors = new Counter({
  name: 'http_server_errors_total',
  help: 'Answers with a 5xx status, by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

/** Every call of the ledger's posting functions; one in a transaction later rolled back counts too. */
export const ledgerPosts = new Counter({
  name: 'ledger_posts_total',
  help: 'Ledger postings by kind and outcome (posted, replayed, insufficient, …)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const databasePool = new Gauge({
  name: 'database_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
