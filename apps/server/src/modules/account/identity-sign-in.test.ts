import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, freshIp, login, SAME_ORIGIN, uniqueName } from '../../../test/accounts.js';
import { ops } from '../../../test/cashier.js';
import { type FakeFirebase, firebaseEnv, startFakeFirebase } from '../../../test/fake-firebase.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

const PROJECT = 'perla-test';
let firebase: FakeFirebase;
let t: TestApp;
let withoutFirebase: TestApp;

beforeAll(async () => {
  firebase = await startFakeFirebase(PROJECT);
  t = await startTestApp({ env: firebaseEnv(firebase, PROJECT) });
  await ops(t, 'setting', 'set', 'firebasePhoneAuth', 'true');
  withoutFirebase = await startTestApp();
  for (const app of [t, withoutFirebase]) {
    await disableRegisterCaptcha(app);
    for (const flag of ['GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'MOBILENUMREG3', 'REGMOBVERF3'])
      await ops(app, 'flag', 'set', flag, 'on');
    await ops(app, 'flag', 'set', 'MOBILENUMPASSREG3', 'off');
  }
});
afterAll(async () => {
  await t?.close();
  await withoutFirebase?.close();
  await firebase?.close();
});

const post = (app: TestApp, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  app.app.inject({ method, url, headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() }, payload });

const providerLogin = (app: TestApp, channel: string, firebaseIdToken: string, extra: object = {}) =>
  post(app, '/wps/session/login', { firebaseChannel: channel, firebaseIdToken, ...extra });

const ADULT = { agreeTerms: true, birthDate: '1990-05-17', notRestrictedPerson: true };

const providerRegister = (app: TestApp, channel: string, firebaseIdToken: string, extra: object = {}) =>
  post(app, '/wps/member/register', { firebaseChannel: channel, firebaseIdToken, ...ADULT, ...extra }, 'PUT');

const memberCount = async (app: TestApp) =>
  Number((await app.db.execute('select count(*)::int as n from members')).rows[0]?.n);

describe('sign-in with Google and Facebook through Firebase (R-AUTH-08, R-REG-11, R-API-21)', () => {
  it('R-REG-11 R-AUTH-08 a Google sign-in registers an account without a password, and signs in to it again', async () => {
    const sub = uniqueName('google');
    const registered = await providerRegister(
      t,
      'google',
      await firebase.mintIdToken({ provider: 'google.com', sub, email: `${sub}@gmail.test` }),
    );
    expect(registered.statusCode).toBe(200);
    const first = registered.json().value;
    expect(first).toMatchObject({ userName: expect.stringMatching(/^m[0-9a-f]{10}$/), type: 0 });

    const again = await providerLogin(
      t,
      'google',
      await firebase.mintIdToken({ provider: 'google.com', sub }),
    );
    expect(again.statusCode).toBe(200);
    // Exactly what a password login answers: a fresh session of the same account.
    const session = again.json().value;
    expect(Object.keys(session).sort()).toEqual(['firstTimeLogin', 'token', 'type', 'userName']);
    expect(session.userName).toBe(first.userName);
    expect(session.token).not.toBe(first.token);
    const info = await t.app.inject({ url: '/wps/member/info', headers: { token: session.token } });
    expect(info.json().value).toMatchObject({ account: first.userName, email: `${sub}@gmail.test` });

    // No password was set, so none can open the account.
    expect((await login(t, first.userName, '')).statusCode).toBe(400);
  });

  it('R-AUTH-08 a Facebook sign-in opens the account it registered, and no other', async () => {
    const sub = uniqueName('fb');
    const username = uniqueName('fbuser');
    const token = await firebase.mintIdToken({ provider: 'facebook.com', sub });
    expect((await providerRegister(t, 'facebook', token, { username })).statusCode).toBe(200);
    const again = await providerLogin(
      t,
      'facebook',
      await firebase.mintIdToken({ provider: 'facebook.com', sub }),
    );
    expect(again.json().value.userName).toBe(username);
    // The same provider user id from Google is another person's account.
    const google = await providerLogin(
      t,
      'google',
      await firebase.mintIdToken({ provider: 'google.com', sub }),
    );
    expect(google.statusCode).toBe(404);
    expect(google.json()).toMatchObject({ code: 'IDENTITY_NOT_LINKED' });
  });

  it('R-AUTH-08 an unknown sign-in is told to register first, and creates nothing', async () => {
    const before = await memberCount(t);
    const res = await providerLogin(t, 'google', await firebase.mintIdToken({ provider: 'google.com' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IDENTITY_NOT_LINKED', value: { field: 'firebaseChannel' } });
    expect(await memberCount(t)).toBe(before);
  });

  it('R-REG-11 one Google user opens one account: a second registration is refused and writes nothing', async () => {
    const sub = uniqueName('twice');
    expect(
      (await providerRegister(t, 'google', await firebase.mintIdToken({ provider: 'google.com', sub })))
        .statusCode,
    ).toBe(200);
    const before = await memberCount(t);
    const second = await providerRegister(
      t,
      'google',
      await firebase.mintIdToken({ provider: 'google.com', sub }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'IDENTITY_ALREADY_LINKED' });
    expect(await memberCount(t)).toBe(before);
  });

  it('R-API-21 forged, expired, stale, foreign and mismatched tokens are refused', async () => {
    const sub = uniqueName('victim');
    await providerRegister(t, 'google', await firebase.mintIdToken({ provider: 'google.com', sub }));
    const cases: Array<[string, string]> = [
      ['forged', await firebase.mintIdToken({ provider: 'google.com', sub, forged: true })],
      ['expired', await firebase.mintIdToken({ provider: 'google.com', sub, expiresIn: -300 })],
      ['stale sign-in', await firebase.mintIdToken({ provider: 'google.com', sub, authTimeOffset: -3600 })],
      [
        'other project',
        await firebase.mintIdToken({ provider: 'google.com', sub, audience: 'someone-else' }),
      ],
      [
        'other issuer',
        await firebase.mintIdToken({ provider: 'google.com', sub, issuer: 'https://evil.test/x' }),
      ],
      ['other provider', await firebase.mintIdToken({ provider: 'facebook.com', sub })],
      ['not a token', 'not.a.jwt'],
    ];
    for (const [name, token] of cases) {
      const res = await providerLogin(t, 'google', token);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({
        code: 'IDENTITY_TOKEN_INVALID',
        value: { field: 'firebaseIdToken' },
      });
    }
  });

  it('R-AUTH-07 a provider whose flag is off, or a site without Firebase, refuses its tokens', async () => {
    const token = await firebase.mintIdToken({ provider: 'google.com' });
    const unconfigured = await providerLogin(withoutFirebase, 'google', token);
    expect(unconfigured.statusCode).toBe(403);
    expect(unconfigured.json()).toMatchObject({ code: 'IDENTITY_PROVIDER_DISABLED' });

    await ops(t, 'flag', 'set', 'GOOGLELOGIN3', 'off');
    try {
      const off = await providerRegister(t, 'google', token);
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'IDENTITY_PROVIDER_DISABLED' });
    } finally {
      await ops(t, 'flag', 'set', 'GOOGLELOGIN3', 'on');
    }
  });

  it('R-API-21 the status gives the browser the project to sign in with only when one is configured', async () => {
    const status = (app: TestApp) =>
      app.app.inject({ url: '/wps/system/status' }).then((r) => r.json().value.info);
    expect((await status(t)).identityProvider).toEqual({
      apiKey: 'test-api-key-0000000000',
      authDomain: `${PROJECT}.firebaseapp.com`,
      projectId: PROJECT,
      phoneAuth: true,
      emulatorUrl: null,
    });
    expect((await status(withoutFirebase)).identityProvider).toBeNull();
  });
});

describe('phone numbers verified by Firebase (R-API-21, R-REG-20)', () => {
  const number = () => `917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  it('R-REG-20 R-API-21 a number Firebase verified registers by mobile without the site texting a code', async () => {
    const mobile = number();
    const token = await firebase.mintIdToken({ provider: 'phone', phoneNumber: `+63${mobile}` });
    const res = await post(
      t,
      '/wps/member/register/mobile',
      {
        ...ADULT,
        countryDialingCode: '63',
        mobileNum: `0${mobile}`,
        firebaseChannel: 'sms',
        firebaseIdToken: token,
      },
      'PUT',
    );
    expect(res.statusCode).toBe(200);
    const registered = res.json().value.userName;
    const texts = await t.db.execute('select count(*)::int as n from sms_outbox');
    expect(Number(texts.rows[0]?.n)).toBe(0);

    // Treated like a correct SMS code at login too: the number's account opens.
    const relogin = await providerLogin(
      t,
      'sms',
      await firebase.mintIdToken({ provider: 'phone', phoneNumber: `+63${mobile}` }),
      { firebaseMobileNo: `0${mobile}`, countryDialingCode: '63' },
    );
    expect(relogin.statusCode).toBe(200);
    expect(relogin.json().value.userName).toBe(registered);
  });

  it('R-API-21 a token for another number verifies nothing', async () => {
    const token = await firebase.mintIdToken({ provider: 'phone', phoneNumber: `+63${number()}` });
    const before = await memberCount(t);
    const res = await post(
      t,
      '/wps/member/register/mobile',
      {
        ...ADULT,
        countryDialingCode: '63',
        mobileNum: number(),
        firebaseChannel: 'sms',
        firebaseIdToken: token,
      },
      'PUT',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IDENTITY_TOKEN_INVALID',
      value: { field: 'firebaseMobileNo' },
    });
    expect(await memberCount(t)).toBe(before);

    const login = await providerLogin(t, 'sms', token, {
      firebaseMobileNo: number(),
      countryDialingCode: '63',
    });
    expect(login.statusCode).toBe(400);
  });

  it('R-API-21 numbers are verified by Firebase only while the operator has it so', async () => {
    const mobile = number();
    const token = await firebase.mintIdToken({ provider: 'phone', phoneNumber: `+63${mobile}` });
    await ops(t, 'setting', 'set', 'firebasePhoneAuth', 'false');
    try {
      const res = await providerLogin(t, 'sms', token, {
        firebaseMobileNo: mobile,
        countryDialingCode: '63',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'IDENTITY_PROVIDER_DISABLED' });
      const status = await t.app.inject({ url: '/wps/system/status' });
      expect(status.json().value.info.identityProvider.phoneAuth).toBe(false);
    } finally {
      await ops(t, 'setting', 'set', 'firebasePhoneAuth', 'true');
    }
  });

  it('R-API-21 a Google token cannot stand for a verified number', async () => {
    const mobile = number();
    const token = await firebase.mintIdToken({ provider: 'google.com', phoneNumber: `+63${mobile}` });
    const res = await providerLogin(t, 'sms', token, { firebaseMobileNo: mobile, countryDialingCode: '63' });
    expect(res.json()).toMatchObject({ code: 'IDENTITY_TOKEN_INVALID', value: { field: 'firebaseIdToken' } });
  });
});
