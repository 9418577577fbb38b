import { type Country, flagEmoji } from '@app/contracts';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { SystemConfig } from './system-config.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Allowed countries with dialling codes from libphonenumber-js metadata (R-SYS-20, R-API-46). */
export function listCountries(config: SystemConfig): Country[] {
  return config.settings.allowedCountries
    .filter((iso) => isSupportedCountry(iso))
    .map((iso) => ({
      iso,
      name: regionNames.of(iso) ?? iso,
      dialingCode: getCountryCallingCode(iso),
      flag: flagEmoji(iso),
    }));
}
