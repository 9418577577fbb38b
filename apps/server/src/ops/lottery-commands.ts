import { OFFICIAL_LOTTERIES } from '@app/contracts';
import type { Db } from '../db/client.js';
import {
  cancelOfficialDraw,
  confirmResult,
  pendingOfficialDraws,
  proposeResult,
  ResultRefused,
  rescheduleOfficialDraw,
  setOfficialCloseBefore,
  voidResult,
} from '../modules/lottery/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, text } from './command.js';

const REASON_MAX = 200;
const GAMES = OFFICIAL_LOTTERIES.map((game) => game.code).join('|');

/** Who entered or decided: `--by NAME` is required, since two different operators must be named. */
function by(input: OpsInput): string {
  const name = text(input, 'by')?.trim();
  if (!name) throw new OpsError('give --by NAME: who enters this (a second operator must confirm)');
  if (name.length > 60) throw new OpsError('--by is at most 60 characters');
  return name;
}

function reason(input: OpsInput): string {
  const value = text(input, 'reason')?.trim();
  if (!value || value.length > REASON_MAX) throw new OpsError(`give --reason, 1 to ${REASON_MAX} characters`);
  return value;
}

/**
 * The game and draw number, then the numbers as read from the official result: digits ("4-0-7",
 * "407"), or a lotto game's 6 numbers in any order ("41 3 7 12 25 33", "3-7-12-25-33-41"); the
 * module checks them against the game and stores them in their one form.
 */
function drawOf(input: OpsInput) {
  const [gameCode, drawNo] = input.positionals;
  if (!gameCode) throw new OpsError(`give the game (${GAMES}) and the draw number`);
  return { gameCode, drawNo: positiveId(drawNo, 'draw number') };
}

function numbersOf(input: OpsInput): string {
  const numbers = input.positionals.slice(2).join(' ').trim();
  if (!numbers) throw new OpsError('give the drawn numbers, e.g. 4-0-7 (lotto: 3-7-12-25-33-41)');
  return numbers;
}

/** The module's refusals become the command's: printed, audited as refused, nothing changed. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ResultRefused) throw new OpsError(error.message);
    throw error;
  }
}

/**
 * Official draws (LOTT): results entered by one operator and confirmed by another, who types the
 * numbers again; only the confirmation settles the draw. Every run is in the audit log.
 */
export const LOTTERY_COMMANDS: OpsCommand[] = [
  {
    name: 'lottery pending',
    summary: 'official draws past their time with no confirmed result (and who proposed one)',
    run: async (db: Db) => json(await pendingOfficialDraws(db, Date.now())),
  },
  {
    name: 'lottery result',
    usage: 'GAME DRAW NUMBERS --by NAME',
    summary: 'propose the official result of a draw that has happened; nothing settles yet',
    options: { by: 'string' },
    run: async (db, input) => {
      const ref = { ...drawOf(input), numbers: numbersOf(input), by: by(input), now: Date.now() };
      const { numbers } = await refusing(() => proposeResult(db, ref));
      return `result ${numbers} of ${ref.gameCode} draw ${ref.drawNo} proposed by ${ref.by}: another operator confirms it with\n  npm run ops -- lottery confirm ${ref.gameCode} ${ref.drawNo} NUMBERS --by NAME`;
    },
  },
  {
    name: 'lottery confirm',
    usage: 'GAME DRAW NUMBERS --by OTHER',
    summary:
      'confirm a proposed result by typing its numbers again (another operator);\nthe draw settles, once',
    options: { by: 'string' },
    run: async (db, input) => {
      const ref = { ...drawOf(input), numbers: numbersOf(input), by: by(input) };
      const settled = await refusing(() => confirmResult({ db }, ref));
      return json({ game: ref.gameCode, drawNo: ref.drawNo, confirmedBy: ref.by, ...settled });
    },
  },
  {
    name: 'lottery void',
    usage: 'GAME DRAW --by NAME --reason TEXT',
    summary: 'void a proposed result before its confirmation; a new one can be proposed',
    options: { by: 'string', reason: 'string' },
    run: async (db, input) => {
      const ref = { ...drawOf(input), by: by(input), reason: reason(input) };
      await refusing(() => voidResult(db, ref));
      return `the proposed result of ${ref.gameCode} draw ${ref.drawNo} is void`;
    },
  },
  {
    name: 'lottery cancel-draw',
    usage: 'GAME DRAW --by NAME --reason TEXT',
    summary: 'cancel an official draw that will not settle: every ticket is refunded, once',
    options: { by: 'string', reason: 'string' },
    run: async (db, input) => {
      const ref = { ...drawOf(input), by: by(input), reason: reason(input) };
      const done = await refusing(() => cancelOfficialDraw({ db }, ref));
      return json({ game: ref.gameCode, drawNo: ref.drawNo, cancelledBy: ref.by, ...done });
    },
  },
  {
    name: 'lottery reschedule',
    usage: 'GAME DRAW --at TIME',
    summary:
      'the official draw was moved: its new time (ISO, e.g. 2026-12-01T21:30+08:00, or now);\nbetting closes as usual before it, never before now',
    options: { at: 'string' },
    run: async (db, input) => {
      const now = Date.now();
      const given = text(input, 'at')?.trim();
      const at = given === 'now' ? now : Date.parse(given ?? '');
      if (!given || Number.isNaN(at))
        throw new OpsError('give --at TIME, e.g. 2026-12-01T21:30+08:00, or now');
      const ref = { ...drawOf(input), at, now };
      return json({
        game: ref.gameCode,
        drawNo: ref.drawNo,
        ...(await refusing(() => rescheduleOfficialDraw(db, ref))),
      });
    },
  },
  {
    name: 'lottery close-before',
    usage: 'GAME MINUTES',
    summary: 'how many minutes before each draw of an official game betting closes (1-720)',
    run: async (db, { positionals: [gameCode, value] }) => {
      const minutes = Number(value);
      if (!gameCode || !Number.isInteger(minutes) || minutes < 1 || minutes > 720)
        throw new OpsError(`give the game (${GAMES}) and the minutes, 1 to 720`);
      const moved = await refusing(() => setOfficialCloseBefore(db, gameCode, minutes, Date.now()));
      return `betting on ${gameCode} closes ${minutes} minutes before each draw (${moved} open draws moved)`;
    },
  },
];
