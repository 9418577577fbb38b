import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  addHotMatch,
  catalogueCounts,
  FeedError,
  HotMatchError,
  hotMatchInputSchema,
  importCatalogue,
  listHotMatches,
  listVendors,
  removeHotMatch,
  switchGame,
  switchVendor,
} from '../modules/games/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

function matchTime(input: OpsInput): Date {
  const value = requiredText(input, 'time');
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/u.test(value) || Number.isNaN(time.getTime()))
    throw new OpsError('--time must be an ISO date and time, e.g. 2026-12-01T19:30:00+08:00');
  if (time.getTime() <= Date.now()) throw new OpsError('--time must be in the future');
  return time;
}

async function addMatch(db: Db, input: OpsInput): Promise<string> {
  const match = hotMatchInputSchema.safeParse({
    league: requiredText(input, 'league'),
    homeTeam: requiredText(input, 'home'),
    awayTeam: requiredText(input, 'away'),
    homeTeamImageUrl: text(input, 'home-logo') ?? '',
    awayTeamImageUrl: text(input, 'away-logo') ?? '',
    matchTime: matchTime(input),
    nodeId: positiveId(requiredText(input, 'node'), 'node id'),
  });
  if (!match.success) throw new OpsError(z.prettifyError(match.error));
  try {
    return `match ${await addHotMatch(db, match.data)} added`;
  } catch (error) {
    if (error instanceof HotMatchError) throw new OpsError(error.message);
    throw error;
  }
}

const REFUSED_SHOWN = 50;

function readFeed(file: string | undefined): unknown {
  if (!file) throw new OpsError('give the feed file: catalogue import FILE');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new OpsError(`cannot read ${file}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new OpsError(`${file} is not JSON`);
  }
}

const vendorSwitch =
  (enabled: boolean): OpsCommand['run'] =>
  async (db, { positionals: [code] }) => {
    if (!code) throw new OpsError('give the vendor code');
    return (await switchVendor(db, code, enabled))
      ? `${code} is ${enabled ? 'enabled' : 'disabled'}`
      : 'no such vendor';
  };

const gameSwitch =
  (enabled: boolean): OpsCommand['run'] =>
  async (db, { positionals: [id] }) => {
    const nodeId = positiveId(id, 'node id');
    return (await switchGame(db, nodeId, enabled))
      ? `game ${nodeId} is ${enabled ? 'enabled' : 'disabled'}`
      : 'no such game';
  };

/** The game catalogue: feeds, vendors, games and the home's upcoming matches. */
export const CATALOGUE_COMMANDS: OpsCommand[] = [
  {
    name: 'catalogue import',
    usage: 'FILE',
    summary: 'import a vendor feed (JSON); refused entries are listed',
    run: async (db, { positionals: [file] }) => {
      try {
        const report = await importCatalogue(db, readFeed(file));
        return json({
          imported: report.imported,
          refusedCount: report.refused.length,
          refused: report.refused.slice(0, REFUSED_SHOWN),
        });
      } catch (error) {
        if (error instanceof FeedError) throw new OpsError(error.message);
        throw error;
      }
    },
  },
  {
    name: 'catalogue stats',
    summary: 'vendors and games per category, enabled or not',
    run: async (db) => json(await catalogueCounts(db)),
  },
  {
    name: 'vendor list',
    run: async (db) =>
      json(
        (await listVendors(db)).map((v) => ({
          code: v.code,
          displayName: v.displayName,
          enabled: v.enabled,
          position: v.position,
          inHouse: v.inHouse,
          launchUrl: v.launchUrlTemplate ? 'template' : 'none (URL_EMPTY)',
        })),
      ),
  },
  { name: 'vendor enable', usage: 'CODE', run: vendorSwitch(true) },
  {
    name: 'vendor disable',
    usage: 'CODE',
    summary: "a disabled vendor's games leave every list and cannot launch",
    run: vendorSwitch(false),
  },
  { name: 'game enable', usage: 'NODEID', run: gameSwitch(true) },
  { name: 'game disable', usage: 'NODEID', run: gameSwitch(false) },
  {
    name: 'match list',
    summary: "the home's upcoming events, past ones included",
    run: async (db) => json(await listHotMatches(db)),
  },
  {
    name: 'match add',
    usage:
      '--league TEXT --home TEAM --away TEAM --time ISO --node NODEID [--home-logo URL] [--away-logo URL]',
    summary: 'NODEID is the enabled sports game "Bet now" opens',
    options: {
      league: 'string',
      home: 'string',
      away: 'string',
      time: 'string',
      node: 'string',
      'home-logo': 'string',
      'away-logo': 'string',
    },
    run: addMatch,
  },
  {
    name: 'match remove',
    usage: 'ID',
    run: async (db, { positionals: [id] }) =>
      (await removeHotMatch(db, positiveId(id, 'match id'))) ? 'removed' : 'no such match',
  },
];
