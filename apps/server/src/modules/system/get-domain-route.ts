import type { DomainRoute } from '@app/contracts';
import type { SystemConfig } from './system-config.js';

/** Routing data for the requesting host (R-SYS-21, R-API-47). */
export function getDomainRoute(config: SystemConfig, host: string): DomainRoute {
  const speedTest = config.resources.find((r) => r.resourceType === 'SpeedTest');
  return {
    host,
    mainDomain: config.settings.mainDomain,
    alternativeDomains: config.settings.alternativeDomains,
    speedTestUrl: speedTest?.url ?? null,
  };
}
