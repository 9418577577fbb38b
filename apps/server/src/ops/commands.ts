import { readFileSync } from 'node:fs';
import { RESOURCE_TYPES, WHITELABEL_FLAGS } from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { seedDemo } from '../db/seed/demo.js';
import { listRecentMembers, setMemberStatus } from '../modules/account/index.js';
import {
  deleteHelpItem,
  helpItemInputSchema,
  listHelpItems,
  saveHelpItem,
} from '../modules/content/index.js';
import { listEmailOutbox, listSmsOutbox } from '../modules/notify/index.js';
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

import { json, OpsError, option, required } from './args.js';
import { CATALOGUE_USAGE, runCatalogueCommand } from './catalogue-commands.js';
import { CONTENT_USAGE, runContentCommand } from './content-commands.js';
import { FEEDBACK_USAGE, runFeedbackCommand } from './feedback-commands.js';
import { INBOX_USAGE, runInboxCommand } from './inbox-commands.js';
import { runWalletCommand, WALLET_USAGE } from './wallet-commands.js';

export { OpsError };

export const USAGE = `npm run ops -- <command>

  status                                   maintenance, region rules, flags and links at a glance
  maintenance on [--notice TEXT] | off     switch maintenance (status 1) on or off
  region list
  region add country XX [--note TEXT]      restrict visitors from country XX (ISO code)
  region add cidr 203.0.113.0/24 [--note]  restrict an address range
  region remove country XX | cidr RANGE
  flag list
  flag set FLAG on|off                     whitelabel flags: ${WHITELABEL_FLAGS.join(' ')}
  setting list
  setting set KEY JSON                     keys: ${Object.keys(SETTINGS).join(' ')}
  resource list
  resource add TYPE URL [--position N]     types: ${RESOURCE_TYPES.join(' ')}
  resource remove ID
  help list [--lang EN]
  help set --lang EN --key terms --title TEXT --position N --file content.html
  help remove --lang EN --key terms
  member list [--limit 20]                 the newest accounts
  member disable NAME | enable NAME        a disabled account cannot log in; its sessions end
  outbox sms | email [--limit 10]          messages kept by the outbox providers (no gateway/SMTP set)
  seed                                     add the demo data that is missing
${CATALOGUE_USAGE}
${CONTENT_USAGE}
${FEEDBACK_USAGE}
${INBOX_USAGE}
${WALLET_USAGE}`;

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new OpsError('say on or off');
}

function regionRule(kind: string | undefined, value: string | undefined) {
  if (kind === 'country' && value && /^[A-Za-z]{2}$/.test(value))
    return { kind, value: value.toUpperCase() } as const;
  if (kind === 'cidr' && value && isValidCidr(value)) return { kind, value } as const;
  throw new OpsError('give "country XX" (ISO code) or "cidr ADDRESS/BITS"');
}

/** Runs one operator command against the database and returns what to print. */
export async function runOpsCommand(db: Db, args: string[]): Promise<string> {
  const [group, action, ...rest] = args;
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'status': {
      const settings = resolveSettings(await readSettingRows(db));
      return json({
        maintenance: settings.maintenance,
        regionRules: await listRegionRules(db),
        flags: await readFlagRows(db),
        resources: await listResources(db),
      });
    }
    case 'maintenance on':
      await writeSetting(db, 'maintenance', { enabled: true, notice: option(rest, 'notice') ?? null });
      return 'maintenance is on';
    case 'maintenance off':
      await writeSetting(db, 'maintenance', { enabled: false, notice: null });
      return 'maintenance is off';
    case 'region list':
      return json(await listRegionRules(db));
    case 'region add': {
      const rule = regionRule(rest[0], rest[1]);
      await insertRegionRule(db, rule.kind, rule.value, option(rest, 'note') ?? null);
      return `restricted ${rule.kind} ${rule.value}`;
    }
    case 'region remove': {
      const rule = regionRule(rest[0], rest[1]);
      return (await deleteRegionRule(db, rule.kind, rule.value))
        ? `removed ${rule.kind} ${rule.value}`
        : 'no such rule';
    }
    case 'flag list':
      return json(await readFlagRows(db));
    case 'flag set': {
      const flag = z.enum(WHITELABEL_FLAGS).safeParse(rest[0]);
      if (!flag.success) throw new OpsError(`unknown flag; one of ${WHITELABEL_FLAGS.join(', ')}`);
      await writeFlag(db, flag.data, onOff(rest[1]));
      return `${flag.data} is ${rest[1]}`;
    }
    case 'setting list':
      return json(resolveSettings(await readSettingRows(db)));
    case 'setting set': {
      const [key, raw] = rest;
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
      await writeSetting(db, key, parsed.data);
      return `${key} saved`;
    }
    case 'resource list':
      return json(await listResources(db));
    case 'resource add': {
      const type = z.enum(RESOURCE_TYPES).safeParse(rest[0]);
      const url = z.url({ protocol: /^https?$/ }).safeParse(rest[1]);
      if (!type.success) throw new OpsError(`unknown type; one of ${RESOURCE_TYPES.join(', ')}`);
      if (!url.success) throw new OpsError('give an http(s) URL');
      await insertResource(db, type.data, url.data, Number(option(rest, 'position') ?? 0) || 0);
      return `${type.data} link saved`;
    }
    case 'resource remove':
      return (await deleteResource(db, Number(rest[0]))) ? 'removed' : 'no such link';
    case 'help list':
      return json(
        (await listHelpItems(db, option(rest, 'lang') ?? 'EN')).map(({ key, title }) => ({ key, title })),
      );
    case 'help set': {
      const input = {
        language: required(rest, 'lang').toUpperCase(),
        key: required(rest, 'key'),
        title: required(rest, 'title'),
        position: Number(required(rest, 'position')),
        content: readFileSync(required(rest, 'file'), 'utf8'),
      };
      const parsed = helpItemInputSchema.safeParse(input);
      if (!parsed.success) throw new OpsError(z.prettifyError(parsed.error));
      await saveHelpItem(db, parsed.data);
      return `help item ${input.language}/${input.key} saved (HTML sanitised)`;
    }
    case 'help remove':
      return (await deleteHelpItem(db, required(rest, 'lang').toUpperCase(), required(rest, 'key')))
        ? 'removed'
        : 'no such help item';
    case 'member list':
      return json(
        await listRecentMembers(db, Math.min(Math.max(Number(option(rest, 'limit') ?? 20) || 20, 1), 500)),
      );
    case 'member disable':
    case 'member enable': {
      const [name] = rest;
      if (!name) throw new OpsError('give the member name');
      const status = action === 'disable' ? 'disabled' : 'active';
      return (await setMemberStatus(db, name, status)) ? `${name} is ${status}` : 'no such member';
    }
    case 'outbox sms':
    case 'outbox email': {
      const limit = Math.min(Math.max(Number(option(rest, 'limit') ?? 10) || 10, 1), 200);
      return json(action === 'sms' ? await listSmsOutbox(db, limit) : await listEmailOutbox(db, limit));
    }
    case 'seed':
      await seedDemo(db);
      return 'demo data is in place';
    default: {
      const answer =
        (await runCatalogueCommand(db, group, action, rest)) ??
        (await runContentCommand(db, group, action, rest)) ??
        (await runFeedbackCommand(db, group, action, rest)) ??
        (await runInboxCommand(db, group, action, rest)) ??
        (await runWalletCommand(db, group, action, rest));
      if (answer === undefined) throw new OpsError(USAGE);
      return answer;
    }
  }
}
