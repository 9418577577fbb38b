export { default as systemGate } from './gate.js';
export { vipClubOf } from './get-consolidated-settings.js';
export { default as systemConfigPlugin } from './plugin.js';
export { isValidCidr } from './region.js';
export {
  deleteRegionRule,
  deleteResource,
  insertRegionRule,
  insertResource,
  listRegionRules,
  listResources,
  readFlagRows,
  readSettingRows,
  writeFlag,
  writeSetting,
} from './repository.js';
export { systemRoutes } from './routes.js';
export { isSettingKey, resolveSettings, SETTINGS, type SettingKey } from './settings.js';
export { SystemConfigCache } from './system-config.js';
