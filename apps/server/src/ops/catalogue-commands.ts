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
import { json, OpsError, option, positiveId, required } from './args.js';

export const CATALOGUE_USAGE = `  catalogue import FILE                    import a vendor feed (JSON); refused entries are listed
  catalogue stats                          vendors and games per category, enabled or not
  vendor list
  vendor enable CODE | disable CODE        a disabled vendor's games leave every list and cannot launch
  game enable NODEID | disable NODEID
  match list                               the home's upcoming events, past ones included
  match add --league TEXT --home TEAM --away TEAM --time ISO --node NODEID
            [--home-logo URL] [--away-logo URL]
                                           NODEID is the enabled sports game "Bet now" opens
  match remove ID`;

function matchTime(args: string[]): Date {
  const value = required(args, 'time');
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/u.test(value) || Number.isNaN(time.getTime()))
    throw new OpsError('--time must be an ISO date and time, e.g. 2026-12-01T19:30:00+08:00');
  if (time.getTime() <= Date.now()) throw new OpsError('--time must be in the future');
  return time;
}

async function addMatch(db: Db, args: string[]): Promise<string> {
  const input = hotMatchInputSchema.safeParse({
    league: required(args, 'league'),
    homeTeam: required(args, 'home'),
    awayTeam: required(args, 'away'),
    homeTeamImageUrl: option(args, 'home-logo') ?? '',
    awayTeamImageUrl: option(args, 'away-logo') ?? '',
    matchTime: matchTime(args),
    nodeId: positiveId(required(args, 'node'), 'node id'),
  });
  if (!input.success) throw new OpsError(z.prettifyError(input.error));
  try {
    return `match ${await addHotMatch(db, input.data)} added`;
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

/** The catalogue commands; undefined when the command is not one of them. */
export async function runCatalogueCommand(
  db: Db,
  group: string | undefined,
  action: string | undefined,
  rest: string[],
): Promise<string | undefined> {
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'catalogue import': {
      try {
        const report = await importCatalogue(db, readFeed(rest[0]));
        return json({
          imported: report.imported,
          refusedCount: report.refused.length,
          refused: report.refused.slice(0, REFUSED_SHOWN),
        });
      } catch (error) {
        if (error instanceof FeedError) throw new OpsError(error.message);
        throw error;
      }
    }
    case 'catalogue stats':
      return json(await catalogueCounts(db));
    case 'vendor list':
      return json(
        (await listVendors(db)).map((v) => ({
          code: v.code,
          displayName: v.displayName,
          enabled: v.enabled,
          position: v.position,
          inHouse: v.inHouse,
          launchUrl: v.launchUrlTemplate ? 'template' : 'none (URL_EMPTY)',
        })),
      );
    case 'vendor enable':
    case 'vendor disable': {
      const code = rest[0];
      if (!code) throw new OpsError('give the vendor code');
      const enabled = action === 'enable';
      return (await switchVendor(db, code, enabled))
        ? `${code} is ${enabled ? 'enabled' : 'disabled'}`
        : 'no such vendor';
    }
    case 'game enable':
    case 'game disable': {
      const nodeId = positiveId(rest[0], 'node id');
      const enabled = action === 'enable';
      return (await switchGame(db, nodeId, enabled))
        ? `game ${nodeId} is ${enabled ? 'enabled' : 'disabled'}`
        : 'no such game';
    }
    case 'match list':
      return json(await listHotMatches(db));
    case 'match add':
      return addMatch(db, rest);
    case 'match remove':
      return (await removeHotMatch(db, positiveId(rest[0], 'match id'))) ? 'removed' : 'no such match';
    default:
      return undefined;
  }
}
