// The simulated Crash players of `npm run bench:crash`: a seat is a player with a launch token and
// a live socket subscribed to Crash; the first seat's socket also follows the rounds for the bench.
import http from 'node:http';
import type { CrashRoundView } from '@app/contracts';
import WebSocket from 'ws';
import type { Player } from './cashier-stage.js';

const HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

export interface Seat extends Player {
  /** The launch token Crash's calls carry, as the game page gets it from launchGame. */
  launch: string;
  socket: WebSocket;
}

/**
 * The latest state the first socket heard of each round, and a way to wait for a round in a given
 * state. A burst of a thousand calls can outlast a phase, so a wait that starts after the event went
 * by must still find it: waiting only for events yet to come missed them and stalled the run until
 * its timeout, after which the bench stopped the server.
 */
export class RoundWatch {
  private readonly latest = new Map<number, CrashRoundView>();
  private waiters: { test: (round: CrashRoundView) => boolean; resolve: (round: CrashRoundView) => void }[] =
    [];
  /** How far the server's clock is ahead of ours, from the last event. */
  skewMs = 0;

  heard(round: CrashRoundView, serverNow: string) {
    this.skewMs = Date.parse(serverNow) - Date.now();
    this.latest.set(round.roundId, round);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(round)) return true;
      w.resolve(round);
      return false;
    });
  }

  /**
   * The first round whose latest state passes `test`, now or when an event makes one pass. `what`
   * names the wait in the error, with the last state heard, should none come within `timeoutMs`.
   */
  until(test: (round: CrashRoundView) => boolean, what: string, timeoutMs: number): Promise<CrashRoundView> {
    for (const round of this.latest.values()) if (test(round)) return Promise.resolve(round);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const last = [...this.latest.values()].at(-1);
        const heard = last ? `round #${last.roundId} ${last.phase}` : 'nothing';
        reject(new Error(`no ${what} within ${timeoutMs / 1000} s; last heard: ${heard}`));
      }, timeoutMs);
      this.waiters.push({
        test,
        resolve: (round) => {
          clearTimeout(timer);
          resolve(round);
        },
      });
    });
  }
}

/** What the seats heard: every message counted, and the watching seat's by type. */
export interface Heard {
  messages: number;
  watched: Map<string, number>;
}

/** Opens a player's live socket, authenticated and subscribed to Crash; counts what it hears. */
export function openSeat(origin: string, player: Player, launch: string, heard: Heard, watch?: RoundWatch) {
  return new Promise<Seat>((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/wps/ws`);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: player.token })));
    let ready = false;
    socket.on('message', (raw) => {
      heard.messages++;
      // A seat reads its first message; only the watching seat reads the rest. Parsing every batch
      // of bets on a thousand sockets took more of the machine than the server's own work.
      if (ready && !watch) return;
      const message = JSON.parse(String(raw)) as { type: string; round?: CrashRoundView; serverNow?: string };
      if (watch) heard.watched.set(message.type, (heard.watched.get(message.type) ?? 0) + 1);
      if (message.type === 'ready') {
        ready = true;
        socket.send(JSON.stringify({ type: 'subscribe', topic: 'crash' }));
        resolve({ ...player, launch, socket });
      }
      if (watch && message.type === 'crash_round' && message.round && message.serverNow)
        watch.heard(message.round, message.serverNow);
    });
  });
}

/**
 * The players' HTTP connections, kept open between bursts, one per player at most: node's own
 * client costs the bench about a third of what `fetch` does a call, and the players share the two
 * cores with the server they measure. (The default agent keeps only 256 idle sockets, so every
 * burst of a thousand opened most of its connections anew.)
 */
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: Number.POSITIVE_INFINITY,
  maxFreeSockets: 100_000,
});

function post(url: URL, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...HEADERS, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends one call per seat at once; how long until the last answer, and the answers' codes. */
export async function burst(seats: Seat[], path: string, body: (seat: Seat, i: number) => object) {
  const url = new URL(path);
  const started = performance.now();
  const codes = await Promise.all(
    seats.map(async (seat, i) => {
      const res = await post(url, JSON.stringify(body(seat, i)));
      const answer = JSON.parse(res.text) as { success: boolean; code?: string };
      return answer.success ? 'ok' : (answer.code ?? String(res.status));
    }),
  );
  return { ms: performance.now() - started, codes };
}

/** Ends the players' kept-open HTTP connections. */
export function closeConnections() {
  agent.destroy();
}

/** "ok 998, BETTING_CLOSED 2": how many answers of each kind. */
export function tally(codes: string[]) {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, n]) => `${code} ${n}`).join(', ');
}
