import { ENCRYPTION_SCHEME, sealCredentials } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disableRegisterCaptcha,
  freshIp,
  registerBody,
  registerMember,
  SAME_ORIGIN,
  uniqueName,
} from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { serverKey } from './index.js';

let t: TestApp;
let publicKey: string;

beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  publicKey = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value.encryption
    .publicKey;
});
afterAll(async () => {
  await t.close();
});

const sealed = (method: 'POST' | 'PUT', url: string, data: string, scheme = ENCRYPTION_SCHEME) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp(), encryption: scheme },
    payload: { data },
  });

describe('credential encryption', () => {
  it('R-API-45 R-AUTH-14 the settings publish the scheme and an RSA public key', async () => {
    const res = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    expect(res.json().value.encryption).toMatchObject({ enabled: true, scheme: ENCRYPTION_SCHEME });
    expect(Buffer.from(publicKey, 'base64').length).toBeGreaterThan(256);
  });

  it('R-API-07 a sealed login and a sealed registration are handled like plain ones', async () => {
    const username = uniqueName();
    const registered = await sealed(
      'PUT',
      '/wps/member/register',
      await sealCredentials(publicKey, registerBody(username)),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const { password } = registerBody(username);
    const login = await sealed(
      'POST',
      '/wps/session/login',
      await sealCredentials(publicKey, { username, password, captcha: '', type: 0 }),
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.userName).toBe(username);
  });

  it('R-API-07 a sealed body is validated after opening: its bad field is named', async () => {
    const res = await sealed('POST', '/wps/session/login', await sealCredentials(publicKey, { username: 5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'username' } });
  });

  it('R-API-07 anything that does not open is 400 BAD_ENCRYPTION and changes nothing', async () => {
    const { username, password } = await registerMember(t);
    const good = await sealCredentials(publicKey, { username, password, captcha: '', type: 0 });
    const envelope = JSON.parse(Buffer.from(good, 'base64').toString());
    const flipped = Buffer.from(envelope.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = Buffer.from(
      JSON.stringify({ ...envelope, ciphertext: flipped.toString('base64') }),
    ).toString('base64');
    for (const [data, scheme] of [
      [tampered, ENCRYPTION_SCHEME],
      ['not base64 at all', ENCRYPTION_SCHEME],
      [good, 'ROT13'],
      [Buffer.from('{"key":1}').toString('base64'), ENCRYPTION_SCHEME],
    ] as const) {
      const res = await sealed('POST', '/wps/session/login', data, scheme);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_ENCRYPTION', value: { field: 'data' } });
    }
  });

  it('R-API-07 the server keeps the first key it makes', async () => {
    expect(await serverKey(t.db, 'test-key', () => 'first')).toBe('first');
    expect(await serverKey(t.db, 'test-key', () => 'second')).toBe('first');
  });
});
