import { randomBytes } from 'node:crypto';
import { type CustomerService, encodeServicePath } from '@app/contracts';
import type { SystemConfig } from './system-config.js';

type ServiceSetting = SystemConfig['settings']['customerService'];

/** An entry with its path encoded as the client expects (R-SYS-26, R-API-50). */
function encoded(entry: ServiceSetting): CustomerService | null {
  if (!entry) return null;
  return { csType: entry.csType, path: encodeServicePath(entry.url, randomBytes(8)) };
}

export const getCustomerService = (config: SystemConfig) => encoded(config.settings.customerService);

/** The affiliate service of the message centre, when the operator set one apart (R-MSG-03). */
export const getAffiliateService = (config: SystemConfig) => encoded(config.settings.affiliateService);
