import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEAMLESS } from '@app/contracts';
import { signSeamless } from '../src/modules/wallet/index.js';

/**
 * A third-party game vendor outside our system, as far as our server can tell: it serves the launch
 * URL the player's browser opens and plays a round by calling our seamless wallet over real HTTP,
 * signed with its secret. `GET /launch?token=…&bet=…&win=…` answers what the wallet said at each step.
 */
export async function startFakeVendor(options: { code: string; secret: string; walletBase: () => string }) {
  async function call(action: string, body: Record<string, unknown>) {
    const payload = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${options.walletBase()}${SEAMLESS.pathPrefix}/${options.code}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SEAMLESS.timestampHeader]: timestamp,
        [SEAMLESS.signatureHeader]: signSeamless(options.secret, timestamp, payload),
      },
      body: payload,
    });
    return {
      status: res.status,
      body: (await res.json()) as { success: boolean; value: Record<string, unknown>; code: string },
    };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor.local');
    const token = url.searchParams.get('token') ?? '';
    const gameId = url.searchParams.get('game') ?? '';
    const auth = await call('authenticate', { token });
    const steps: unknown[] = [auth];
    if (auth.body.success) {
      const playerId = String(auth.body.value.playerId);
      const roundId = `fv-${randomBytes(6).toString('hex')}`;
      const bet = Number(url.searchParams.get('bet') ?? 0);
      const win = Number(url.searchParams.get('win') ?? 0);
      steps.push(
        await call('bet', { playerId, token, gameId, roundId, transactionId: `${roundId}-b`, amount: bet }),
      );
      steps.push(
        await call('win', { playerId, gameId, roundId, transactionId: `${roundId}-w`, amount: win }),
      );
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(steps));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
