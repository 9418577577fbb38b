/** The site's own state and settings, asked before anything else (R-SYS). */
export { consolidatedSettings } from './consolidated-settings.js';
export { countries } from './countries.js';
export { customerService } from './customer-service.js';
export { domainRoute } from './domain-route.js';
export { status } from './status.js';
export { template } from './template.js';
export { whitelabel } from './whitelabel.js';
