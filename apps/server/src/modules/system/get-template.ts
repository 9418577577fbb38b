import type { MobileTemplate } from '@app/contracts';
import type { SystemConfig } from './system-config.js';

/** The "Set template" call (R-SYS-11, R-API-51). */
export function getTemplate(config: SystemConfig): MobileTemplate {
  return config.settings.mobileTemplate;
}
