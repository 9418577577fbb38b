import { randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEAMLESS } from '@app/contracts';
import { signSeamless } from '../src/modules/wallet/index.js';

/**
 * How the stand-in treats the next transfers: `normal` applies and answers; `refuse` refuses;
 * `drop` applies and then cuts the connection; `hang` applies and never answers (our call times
 * out); `fail` answers 500 without applying; `flaky` is normal, drop or fail at random.
 */
export type TransferVendorMode = 'normal' | 'refuse' | 'drop' | 'hang' | 'fail' | 'flaky';

type Verdict = { status: 'applied'; balance: number } | { status: 'refused'; reason: string };

export interface FakeTransferVendorOptions {
  secret: string;
  port?: number;
  /** A JSON file that keeps the wallets between starts (the demo); in memory only without it. */
  stateFile?: string;
}

/**
 * A game vendor that keeps its own wallet, on 127.0.0.1, speaking our transfer-wallet protocol
 * (TRANSFER_WALLET in the contracts): signed `transfer`, `status` and `balance` calls, each transfer
 * applied at most once by its id, and an id asked about before it arrived refused for good.
 */
export async function startFakeTransferVendor(options: FakeTransferVendorOptions) {
  const saved =
    options.stateFile && existsSync(options.stateFile)
      ? JSON.parse(readFileSync(options.stateFile, 'utf8'))
      : { balances: [], transfers: [] };
  const balances = new Map<string, number>(saved.balances);
  const transfers = new Map<string, Verdict>(saved.transfers);
  const save = () => {
    if (options.stateFile)
      writeFileSync(
        options.stateFile,
        JSON.stringify({ balances: [...balances], transfers: [...transfers] }),
      );
  };
  let mode: TransferVendorMode = 'normal';
  const hanging = new Set<ServerResponse>();
  const counts = { transfer: 0, status: 0, balance: 0, badSignature: 0 };

  const signedBy = (timestamp: string, body: string, signature: string) => {
    const expected = Buffer.from(signSeamless(options.secret, timestamp, body));
    const given = Buffer.from(signature);
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= SEAMLESS.timestampWindowSeconds;
    return fresh && expected.length === given.length && timingSafeEqual(expected, given);
  };

  function transfer(body: { transferId: string; playerId: string; direction: string; amount: number }) {
    const known = transfers.get(body.transferId);
    if (known) return known;
    const balance = balances.get(body.playerId) ?? 0;
    let verdict: Verdict;
    if (mode === 'refuse') verdict = { status: 'refused', reason: 'player_blocked' };
    else if (!Number.isSafeInteger(body.amount) || body.amount <= 0)
      verdict = { status: 'refused', reason: 'bad_amount' };
    else if (body.direction === 'out' && balance < body.amount)
      verdict = { status: 'refused', reason: 'insufficient_balance' };
    else {
      const after = balance + (body.direction === 'in' ? body.amount : -body.amount);
      balances.set(body.playerId, after);
      verdict = { status: 'applied', balance: after };
    }
    transfers.set(body.transferId, verdict);
    save();
    return verdict;
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const send = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const timestamp = String(request.headers[SEAMLESS.timestampHeader] ?? '');
      const signature = String(request.headers[SEAMLESS.signatureHeader] ?? '');
      if (request.method !== 'POST' || !signedBy(timestamp, raw, signature)) {
        counts.badSignature += 1;
        return send(401, { error: 'bad_signature' });
      }
      const body = JSON.parse(raw);
      const action = new URL(request.url ?? '/', 'http://vendor.local').pathname.split('/').pop();
      if (action === 'balance') {
        counts.balance += 1;
        return send(200, { balance: balances.get(String(body.playerId)) ?? 0 });
      }
      if (action === 'status') {
        counts.status += 1;
        const known = transfers.get(String(body.transferId));
        if (known) return send(200, known);
        const voided: Verdict = { status: 'refused', reason: 'not_found' };
        transfers.set(String(body.transferId), voided);
        save();
        return send(200, voided);
      }
      if (action !== 'transfer') return send(404, { error: 'unknown_action' });
      counts.transfer += 1;
      const now = mode === 'flaky' ? (['normal', 'drop', 'fail'] as const)[randomInt(3)] : mode;
      if (now === 'fail') return send(500, { error: 'internal' });
      const verdict = transfer(body);
      if (now === 'drop') return void request.socket.destroy();
      if (now === 'hang') return void hanging.add(response);
      return send(200, verdict);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    setMode(next: TransferVendorMode) {
      mode = next;
    },
    balanceOf: (playerId: string) => balances.get(playerId) ?? 0,
    balances: () => new Map(balances),
    /** Play at the vendor's tables: the player's balance there moves without us knowing. */
    play(playerId: string, centavos: number) {
      balances.set(playerId, Math.max(0, (balances.get(playerId) ?? 0) + centavos));
    },
    verdictOf: (transferId: string) => transfers.get(transferId),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeTransferVendor = Awaited<ReturnType<typeof startFakeTransferVendor>>;
