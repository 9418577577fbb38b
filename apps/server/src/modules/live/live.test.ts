import { LIVE_CLOSE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  freshIp,
  lastTextedCode,
  login,
  SAME_ORIGIN,
  solvedChallenge,
  uniqueMobile,
} from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';

let t: TestApp;
let address = '';

beforeAll(async () => {
  t = await startTestApp({ env: { LIVE_SESSION_CHECK_MS: '100' } });
  address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.close());

/** A member's page with its live socket open and authenticated; resolves with the close code. */
async function openLiveSocket(token: string) {
  const socket = new WebSocket(`${address}/wps/ws`);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'ready') resolve();
    });
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  });
  return { socket, closed };
}

describe('S-13 a live socket dies with its session', () => {
  it('logout closes the socket with the session code', async () => {
    const p = await fundedMember(t, 0);
    const { closed } = await openLiveSocket(p.token);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { token: p.token, ...SAME_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe(LIVE_CLOSE.session);
  });

  it('a login elsewhere ends the session, and its socket, while the new session keeps its own', async () => {
    const p = await fundedMember(t, 0);
    const first = await openLiveSocket(p.token);
    const again = await login(t, p.username, p.password);
    expect(again.statusCode).toBe(200);
    expect(await first.closed).toBe(LIVE_CLOSE.session);
    const second = await openLiveSocket(again.json().value.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.socket.readyState).toBe(WebSocket.OPEN);
    second.socket.close();
  });

  it('a password reset by SMS ends every session, and closes their sockets', async () => {
    const p = await fundedMember(t, 0);
    const mobileNum = uniqueMobile();
    await t.db.execute(
      sql`update members set country_dialing_code = '63', mobile_num = ${mobileNum} where id = ${p.memberId}`,
    );
    const page = await openLiveSocket(p.token);
    const number = { username: p.username, mobileNum, countryDialingCode: '63' };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: { ...number, altcha: await solvedChallenge(t, 'sms') },
    });
    const cookie = asked.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const newPassword = 'moonlit-jeepney-31';
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password/verification',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp(), cookie },
      payload: {
        ...number,
        verificationCode: await lastTextedCode(t, `63${mobileNum}`),
        newPassword,
        confirmNewPassword: newPassword,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await page.closed).toBe(LIVE_CLOSE.session);
  });

  it('an expired session and a disabled account close their sockets', async () => {
    const idle = await fundedMember(t, 0);
    const idleSocket = await openLiveSocket(idle.token);
    await t.db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 second' where member_id = ${idle.memberId}`,
    );
    expect(await idleSocket.closed).toBe(LIVE_CLOSE.session);

    const banned = await fundedMember(t, 0);
    const bannedSocket = await openLiveSocket(banned.token);
    await runOpsCommand(t.db, ['member', 'disable', banned.username]);
    expect(await bannedSocket.closed).toBe(LIVE_CLOSE.session);
  });

  it('H-6 a socket closes when the session-time limit runs out, though no request was made', async () => {
    const player = await fundedMember(t, 0);
    const { closed } = await openLiveSocket(player.token);
    // The limit is minutes long; its deadline is moved to the past as the clock would.
    await t.db.execute(
      sql`update sessions set play_ends_at = now() - interval '1 second' where member_id = ${player.memberId}`,
    );
    expect(await closed).toBe(LIVE_CLOSE.session);
  });

  it('a stopping server closes the sockets with the restart code, so pages come back', async () => {
    const own = await startTestApp({ env: { LIVE_SESSION_CHECK_MS: '100' } });
    const ownAddress = (await own.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const p = await fundedMember(own, 0);
    const socket = new WebSocket(`${ownAddress}/wps/ws`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      socket.on('message', () => resolve());
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: p.token })));
    });
    await own.close();
    expect(await closed).toBe(LIVE_CLOSE.restart);
  });
});
