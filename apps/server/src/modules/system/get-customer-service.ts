import { randomBytes } from 'node:crypto';
import { type CustomerService, encodeServicePath } from '@app/contracts';
import type { SystemConfig } from './system-config.js';

/** The customer-service entry with its path encoded as the client expects (R-SYS-26, R-API-50). */
export function getCustomerService(config: SystemConfig): CustomerService | null {
  const entry = config.settings.customerService;
  if (!entry) return null;
  return { csType: entry.csType, path: encodeServicePath(entry.url, randomBytes(8)) };
}
