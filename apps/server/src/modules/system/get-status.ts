import { computeSystemStatus, type IdentityProviderConfig, type SystemStatus } from '@app/contracts';
import { getAffiliateService, getCustomerService } from './get-customer-service.js';
import { getDomainRoute } from './get-domain-route.js';
import { countryOf, isRestricted } from './region.js';
import type { SystemConfig } from './system-config.js';

export interface Visitor {
  ip: string;
  host: string;
}

export function regionRestrictionFor(config: SystemConfig, ip: string) {
  const country = countryOf(ip);
  return { country, restricted: isRestricted(ip, country, config.regionRules) };
}

/**
 * The gate's question, asked on every API call: the geo-IP lookup is made only when a country
 * rule could match, since most sites run with no rule at all.
 */
export function isVisitorRestricted(config: SystemConfig, ip: string): boolean {
  const rules = config.regionRules;
  if (rules.length === 0) return false;
  const country = rules.some((rule) => rule.kind === 'country') ? countryOf(ip) : null;
  return isRestricted(ip, country, rules);
}

/** The status the client gates every route on (R-SYS-01, R-SYS-02, R-API-44). */
export function getStatus(
  config: SystemConfig,
  visitor: Visitor,
  identityProvider: IdentityProviderConfig | null = null,
): SystemStatus {
  const { settings, whitelabel } = config;
  const { country, restricted } = regionRestrictionFor(config, visitor.ip);
  const maintenance = settings.maintenance.enabled;
  return {
    status: computeSystemStatus(maintenance, restricted),
    maintenance,
    regionRestriction: restricted,
    location: { ip: visitor.ip, country },
    info: {
      siteName: settings.siteName,
      customerService: getCustomerService(config),
      affiliateService: getAffiliateService(config),
      domainRoute: getDomainRoute(config, visitor.host),
      mobileTemplate: settings.mobileTemplate,
      paths: { api: '/wps', lotteryGateway: '/lgw', liveEvents: '/ws' },
      register: { username: whitelabel.USERNAMEREG3, mobile: whitelabel.MOBILENUMREG3 },
      resources: config.resources as SystemStatus['info']['resources'],
      whitelabel,
      mainDomain: settings.mainDomain,
      imageCDNs: settings.imageCDNs,
      sass: settings.sass,
      maintenanceNotice: maintenance ? settings.maintenance.notice : null,
      identityProvider: identityProvider && { ...identityProvider, phoneAuth: settings.firebasePhoneAuth },
    },
  };
}
