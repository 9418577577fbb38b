export { vipClubOf } from './get-consolidated-settings.js';
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
export { isSettingKey, resolveSettings, SETTINGS, type SettingKey } from './settings.js';
export { type SystemConfig, SystemConfigCache } from './system-config.js';
