import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { runOpsCommand } from '../../ops/commands.js';
import { writeFlag, writeSetting } from './index.js';

// A documentation range address (TEST-NET-3): never a real visitor.
const VISITOR = '203.0.113.9';
const LAUNCH_CHAT =
  '/wps/relay/CBS_launchChat?b2c=1&language=EN&backUrl=%2Fm%2Fmessage&headerColor=%23112233&title=Chat&module=CBS3';

let t: TestApp;
let token = '';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': VISITOR, ...headers } });
const ops = (...args: string[]) => runOpsCommand(t.db, args);

beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

/** The envelope of a refused call: no value, the stable code and the message key the web shows. */
const refusal = (code: string, message: string) => ({ success: false, code, message });

describe('the designed error answers', () => {
  it('R-ERR-15 a member-only call without a token is 401 NOT_LOGGED_IN, "You are not logged in"', async () => {
    const res = await get('/wps/member/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(refusal('NOT_LOGGED_IN', 'err_not_logged_in'));
    expect((await get('/wps/member/info', { token })).statusCode).toBe(200);
  });

  it('R-ERR-17 a call a disabled flag forbids is 403 NO_PERMISSION', async () => {
    await writeFlag(t.db, 'CBS3', false);
    const res = await get(LAUNCH_CHAT, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refusal('NO_PERMISSION', 'err_no_permission'));
  });

  it('R-ERR-25 a customer-service launch that resolves to no URL answers URL_EMPTY', async () => {
    await writeFlag(t.db, 'CBS3', true);
    await writeSetting(t.db, 'liveChat', null);
    try {
      const res = await get(LAUNCH_CHAT, { token });
      expect(res.json()).toMatchObject(refusal('URL_EMPTY', 'err_url_empty'));
    } finally {
      await writeFlag(t.db, 'CBS3', false);
    }
  });

  it('R-ERR-27 any call from a restricted address is 451 REGION_RESTRICTED', async () => {
    await ops('region', 'add', 'cidr', `${VISITOR}/32`);
    try {
      for (const url of ['/wps/system/helpCenter?lang=EN&device=MOBILE', '/wps/member/info']) {
        const res = await get(url, { token });
        expect(res.statusCode, url).toBe(451);
        expect(res.json()).toMatchObject(refusal('REGION_RESTRICTED', 'err_region_restricted'));
      }
    } finally {
      await ops('region', 'remove', 'cidr', `${VISITOR}/32`);
    }
    expect((await get('/wps/member/info', { token })).statusCode).toBe(200);
  });
});
