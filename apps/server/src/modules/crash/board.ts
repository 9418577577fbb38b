import { CRASH_BOARD_TOP, type CrashBoard, type CrashEvent } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';
import { roundBoard } from './bet-repository.js';

/** The live list of a round (the latest when `roundId` is null): its totals and largest stakes. */
export async function crashBoard(db: DbOrTx, roundId: number | null): Promise<CrashBoard | undefined> {
  return roundBoard(db, roundId, CRASH_BOARD_TOP);
}

/**
 * The live list's announcer, run a few times a second by the node that drives the rounds: it reads
 * the latest round's list from the database (so it counts the bets written on every node) and
 * broadcasts it on the `crash` topic only when it has changed. Each page then hears at most one
 * small message a tick, whatever the number of bets: sending every bet to every page made a
 * thousand players' round about 400 MB of socket writes.
 */
export function boardAnnouncer(db: DbOrTx, bus: LiveBus) {
  let last = '';
  return async function announceBoard() {
    const board = await crashBoard(db, null);
    // A round without bets needs no list: a page empties its list when a round opens.
    if (!board || board.top.length === 0) return;
    const text = JSON.stringify(board);
    if (text === last) return;
    last = text;
    const event: CrashEvent = { type: 'crash_board', board };
    bus.broadcast('crash', event);
  };
}
