import { readFileSync } from 'node:fs';
import { RESOURCE_TYPES, WHITELABEL_FLAGS } from '@app/contracts';
import { z } from 'zod';
import {
  deleteHelpItem,
  helpItemInputSchema,
  listHelpItems,
  saveHelpItem,
} from '../modules/content/index.js';
import {
  deleteRegionRule,
  deleteResource,
  insertRegionRule,
  insertResource,
  isSettingKey,
  isValidCidr,
  listRegionRules,
  listResources,
  readFlagRows,
  readSettingRows,
  resolveSettings,
  SETTINGS,
  writeFlag,
  writeSetting,
} from '../modules/system/index.js';
import { json, OpsError } from './args.js';
import { type OpsCommand, requiredText, text } from './command.js';

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new OpsError('say on or off');
}

function regionRule([kind, value]: string[]) {
  if (kind === 'country' && value && /^[A-Za-z]{2}$/.test(value))
    return { kind, value: value.toUpperCase() } as const;
  if (kind === 'cidr' && value && isValidCidr(value)) return { kind, value } as const;
  throw new OpsError('give "country XX" (ISO code) or "cidr ADDRESS/BITS"');
}

function settingValue(key: string | undefined, raw: string | undefined) {
  if (!key || !isSettingKey(key))
    throw new OpsError(`unknown setting; one of ${Object.keys(SETTINGS).join(', ')}`);
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw new OpsError('the value must be JSON, e.g. \'"PerlaPlay"\' or \'{"enabled":true}\'');
  }
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) throw new OpsError(`invalid ${key}: ${z.prettifyError(parsed.error)}`);
  return { key, value: parsed.data };
}

/** Maintenance, region rules, whitelabel flags, settings, links and help items. */
export const SITE_COMMANDS: OpsCommand[] = [
  {
    name: 'status',
    summary: 'maintenance, region rules, flags and links at a glance',
    run: async (db) =>
      json({
        maintenance: resolveSettings(await readSettingRows(db)).maintenance,
        regionRules: await listRegionRules(db),
        flags: await readFlagRows(db),
        resources: await listResources(db),
      }),
  },
  {
    name: 'maintenance on',
    usage: '[--notice TEXT]',
    summary: 'switch maintenance (status 1) on',
    options: { notice: 'string' },
    run: async (db, input) => {
      await writeSetting(db, 'maintenance', { enabled: true, notice: text(input, 'notice') ?? null });
      return 'maintenance is on';
    },
  },
  {
    name: 'maintenance off',
    run: async (db) => {
      await writeSetting(db, 'maintenance', { enabled: false, notice: null });
      return 'maintenance is off';
    },
  },
  { name: 'region list', run: async (db) => json(await listRegionRules(db)) },
  {
    name: 'region add',
    usage: 'country XX | cidr RANGE [--note TEXT]',
    summary: 'restrict visitors from a country (ISO code) or an address range',
    options: { note: 'string' },
    run: async (db, input) => {
      const rule = regionRule(input.positionals);
      await insertRegionRule(db, rule.kind, rule.value, text(input, 'note') ?? null);
      return `restricted ${rule.kind} ${rule.value}`;
    },
  },
  {
    name: 'region remove',
    usage: 'country XX | cidr RANGE',
    run: async (db, input) => {
      const rule = regionRule(input.positionals);
      return (await deleteRegionRule(db, rule.kind, rule.value))
        ? `removed ${rule.kind} ${rule.value}`
        : 'no such rule';
    },
  },
  { name: 'flag list', run: async (db) => json(await readFlagRows(db)) },
  {
    name: 'flag set',
    usage: 'FLAG on|off',
    summary: `whitelabel flags: ${WHITELABEL_FLAGS.join(' ')}`,
    run: async (db, { positionals: [name, state] }) => {
      const flag = z.enum(WHITELABEL_FLAGS).safeParse(name);
      if (!flag.success) throw new OpsError(`unknown flag; one of ${WHITELABEL_FLAGS.join(', ')}`);
      await writeFlag(db, flag.data, onOff(state));
      return `${flag.data} is ${state}`;
    },
  },
  { name: 'setting list', run: async (db) => json(resolveSettings(await readSettingRows(db))) },
  {
    name: 'setting set',
    usage: 'KEY JSON',
    summary: `keys: ${Object.keys(SETTINGS).join(' ')}`,
    run: async (db, { positionals: [key, raw] }) => {
      const setting = settingValue(key, raw);
      await writeSetting(db, setting.key, setting.value);
      return `${setting.key} saved`;
    },
  },
  { name: 'resource list', run: async (db) => json(await listResources(db)) },
  {
    name: 'resource add',
    usage: 'TYPE URL [--position N]',
    summary: `types: ${RESOURCE_TYPES.join(' ')}`,
    options: { position: 'string' },
    run: async (db, input) => {
      const type = z.enum(RESOURCE_TYPES).safeParse(input.positionals[0]);
      const url = z.url({ protocol: /^https?$/ }).safeParse(input.positionals[1]);
      if (!type.success) throw new OpsError(`unknown type; one of ${RESOURCE_TYPES.join(', ')}`);
      if (!url.success) throw new OpsError('give an http(s) URL');
      await insertResource(db, type.data, url.data, Number(text(input, 'position') ?? 0) || 0);
      return `${type.data} link saved`;
    },
  },
  {
    name: 'resource remove',
    usage: 'ID',
    run: async (db, { positionals: [id] }) =>
      (await deleteResource(db, Number(id))) ? 'removed' : 'no such link',
  },
  {
    name: 'help list',
    usage: '[--lang EN]',
    options: { lang: 'string' },
    run: async (db, input) =>
      json((await listHelpItems(db, text(input, 'lang') ?? 'EN')).map(({ key, title }) => ({ key, title }))),
  },
  {
    name: 'help set',
    usage: '--lang EN --key terms --title TEXT --position N --file content.html',
    options: { lang: 'string', key: 'string', title: 'string', position: 'string', file: 'string' },
    run: async (db, input) => {
      const parsed = helpItemInputSchema.safeParse({
        language: requiredText(input, 'lang').toUpperCase(),
        key: requiredText(input, 'key'),
        title: requiredText(input, 'title'),
        position: Number(requiredText(input, 'position')),
        content: readFileSync(requiredText(input, 'file'), 'utf8'),
      });
      if (!parsed.success) throw new OpsError(z.prettifyError(parsed.error));
      await saveHelpItem(db, parsed.data);
      return `help item ${parsed.data.language}/${parsed.data.key} saved (HTML sanitised)`;
    },
  },
  {
    name: 'help remove',
    usage: '--lang EN --key terms',
    options: { lang: 'string', key: 'string' },
    run: async (db, input) =>
      (await deleteHelpItem(db, requiredText(input, 'lang').toUpperCase(), requiredText(input, 'key')))
        ? 'removed'
        : 'no such help item',
  },
];
