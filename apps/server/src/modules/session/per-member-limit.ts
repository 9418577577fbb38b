import { sessionOf } from './auth-plugin.js';

/**
 * A rate limit counted per member wherever they connect from: it runs after the member check, so
 * carrier-grade NAT does not make neighbours share it.
 */
export function perMemberLimit(name: string, perMinute: number) {
  return {
    config: {
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: Parameters<typeof sessionOf>[0]) => `${name}:${sessionOf(request).memberId}`,
      },
    },
  };
}
