import {
  AGENT_MODULE_IDS,
  type ConsolidatedSettings,
  CURRENCIES,
  ENCRYPTION_SCHEME,
  type VipClub,
} from '@app/contracts';
import type { SystemConfig } from './system-config.js';

/** The merchant settings the client needs in one call (R-SYS-09, R-API-45). */
export function getConsolidatedSettings(
  config: SystemConfig,
  merchantCode: string,
  publicKey: string,
  gatewayMethods: readonly string[],
): ConsolidatedSettings {
  const { settings } = config;
  return {
    siteName: settings.siteName,
    merchantCode,
    promotions: settings.promotions,
    appDownloadActivityId:
      settings.promotions.APP_DOWNLOAD?.enabled && settings.appDownloadActivity
        ? String(settings.appDownloadActivity)
        : null,
    vip: vipClubOf(config),
    downloadBar: settings.downloadBar,
    footer: settings.footer,
    payments: {
      methods: [...gatewayMethods, ...(settings.manualDeposit ? ['manual'] : [])],
      // DEMO is play money, not a currency a player holds.
      currencies: CURRENCIES.filter((currency) => currency !== 'DEMO'),
    },
    nativeAppUserAgentToken: settings.nativeAppUserAgentToken,
    challenge: { provider: 'altcha', purposes: ['sms', 'login', 'username'] },
    encryption: { enabled: settings.credentialEncryption, scheme: ENCRYPTION_SCHEME, publicKey },
    modules: Object.fromEntries(
      AGENT_MODULE_IDS.map((id) => [id, settings.modules[id] !== false]),
    ) as ConsolidatedSettings['modules'],
  };
}

/** The VIP club is on only while both its flag and its configuration say so (R-VIP-10). */
export function vipClubOf({ settings, whitelabel }: SystemConfig): VipClub {
  return { ...settings.vip, enabled: whitelabel.VIPCLUB3 && settings.vip.enabled };
}
