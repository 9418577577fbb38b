import { WHITELABEL_FLAGS, type Whitelabel } from '@app/contracts';
import type { Db } from '../../db/client.js';
import type { RegionRule } from './region.js';
import { listRegionRules, listResources, readFlagRows, readSettingRows } from './repository.js';
import { resolveSettings, type Settings } from './settings.js';

export interface SystemConfig {
  settings: Settings;
  whitelabel: Whitelabel;
  regionRules: RegionRule[];
  resources: { resourceType: string; url: string }[];
}

async function readSystemConfig(db: Db): Promise<SystemConfig> {
  const [settingRows, flagRows, rules, resources] = await Promise.all([
    readSettingRows(db),
    readFlagRows(db),
    listRegionRules(db),
    listResources(db),
  ]);
  const stored = new Map(flagRows.map((f) => [f.key, f.enabled]));
  // A flag that was never set counts as off (R-SYS-08).
  const whitelabel = Object.fromEntries(
    WHITELABEL_FLAGS.map((k) => [k, stored.get(k) ?? false]),
  ) as Whitelabel;
  return { settings: resolveSettings(settingRows), whitelabel, regionRules: rules, resources };
}

/**
 * Every request needs the maintenance flag and the region rules, so the configuration is read at
 * most once per `ttlMs` and shared. Nodes keep no other state: an operator's change reaches every
 * node within the TTL, and the node that made the change at once (`invalidate`).
 */
export class SystemConfigCache {
  private current: { at: number; value: Promise<SystemConfig> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<SystemConfig> {
    const now = Date.now();
    if (!this.current || now - this.current.at >= this.ttlMs) {
      const value = readSystemConfig(this.db);
      this.current = { at: now, value };
      value.catch(() => {
        if (this.current?.value === value) this.current = undefined;
      });
    }
    return this.current.value;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
