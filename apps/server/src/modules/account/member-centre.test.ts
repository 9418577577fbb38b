import { AUTH_POLICY, AVATAR_COUNT, LANGUAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, freshIp, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ captureLogs: true });
  await disableRegisterCaptcha(t);
});
afterAll(async () => {
  await t.close();
});

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

interface Call {
  token?: string;
  /** JSON body (objects) or a form body (URLSearchParams, sent form-encoded). */
  payload?: unknown;
  ip?: string;
}

function call(method: 'GET' | 'POST', url: string, { token, payload, ip }: Call = {}): Promise<Reply> {
  const form = payload instanceof URLSearchParams;
  return t.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': ip ?? freshIp(),
      ...(method === 'GET' ? {} : SAME_ORIGIN),
      ...(token ? { token } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(payload === undefined ? {} : { payload: form ? payload.toString() : (payload as object) }),
  });
}

const get = (url: string, token?: string) => call('GET', url, token ? { token } : {});
const post = (url: string, token: string, payload: unknown, ip?: string) =>
  call('POST', url, { token, payload, ...(ip ? { ip } : {}) });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const ICON = '/wps/member/info/icon';
const NICKNAME = '/wps/member/info/nickname';
const EMAIL = '/wps/member/info/email';
const PAYEE = '/wps/member/info/payeename';
const SECURITY_CONFIG = '/wps/member/securityConfig';
const HAS_PAYMENT = '/wps/member/hasWithdrawalPassword';
const PAYMENT = '/wps/member/paymentPassword';
const PAYMENT_RESET = '/wps/member/paymentPassword/reset';
const QUESTIONS = '/wps/member/securityQuestions';
const ANSWERS = '/wps/member/customerSecurityQuestions';

type MemberRow = {
  id: number;
  icon: number;
  nickname: string | null;
  email: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  password_hash: string | null;
};

async function rowOf(username: string): Promise<MemberRow> {
  const rows = await t.db.execute<MemberRow>(sql`
    select id::int as id, icon, nickname, email, payee_name, payment_password_hash, password_hash
    from members where username = ${username}`);
  const row = rows.rows[0];
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

async function answersOf(memberId: number) {
  const rows = await t.db.execute<{ question_id: number; answer_hash: string }>(sql`
    select question_id, answer_hash from security_answers where member_id = ${memberId} order by question_id`);
  return rows.rows;
}

/** Everything the member centre can change for one member: the row and the stored answers. */
async function snapshot(username: string) {
  const row = await rowOf(username);
  return { row, answers: await answersOf(row.id) };
}

/** The per-member secret-check delay, cleared where a test makes many wrong guesses on purpose. */
const clearSecretDelays = () => t.db.execute(sql`delete from login_failures where key like 'm:%'`);

const answers = (a: string, b: string, ids: [number, number] = [1, 3]) => [
  { questionId: ids[0], answer: a },
  { questionId: ids[1], answer: b },
];

async function memberWithSecrets() {
  const account = await registerMember(t);
  expect(
    (await post(PAYMENT, account.token, { paymentPassword: '482913', confirmPaymentPassword: '482913' }))
      .statusCode,
  ).toBe(200);
  expect((await post(ANSWERS, account.token, { answers: answers('Biscuit', 'San Roque') })).statusCode).toBe(
    200,
  );
  return account;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;
function expectOwaspArgon2id(phc: string | null | undefined) {
  const [, m, tCost, p] = PHC.exec(phc ?? '') ?? [];
  expect(phc).toMatch(PHC);
  expect(Number(m)).toBeGreaterThanOrEqual(19_456);
  expect(Number(tCost)).toBeGreaterThanOrEqual(2);
  expect(Number(p)).toBe(1);
}

describe('profile', () => {
  it('R-API-29 R-API-28 R-AUTH-50 reads the avatar and saves another one sent form-encoded', async () => {
    const { token, username } = await registerMember(t);
    const before = await get(ICON, token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, value: { icon: 1 }, code: null, message: 'ok' });

    const saved = await post(ICON, token, form({ icon: String(AVATAR_COUNT) }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual({ icon: AVATAR_COUNT });
    expect((await get(ICON, token)).json().value).toEqual({ icon: AVATAR_COUNT });
    expect((await get('/wps/member/info', token)).json().value.icon).toBe(AVATAR_COUNT);
    expect((await rowOf(username)).icon).toBe(AVATAR_COUNT);
  });

  it('R-API-28 refuses ids outside 1…AVATAR_COUNT and anything but plain digits', async () => {
    const { token, username } = await registerMember(t);
    for (const icon of ['0', String(AVATAR_COUNT + 1), '-1', '1.5', '0x3', '1e0', ' 3', '', 'abc', '９']) {
      const res = await post(ICON, token, form({ icon }));
      expect(res.statusCode, icon).toBe(400);
      expect(res.json(), icon).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'icon' } });
    }
    expect((await rowOf(username)).icon).toBe(1);
  });

  it('R-API-30 R-AUTH-51 saves a nickname by the nickname rule and answers the saved value; it may change again', async () => {
    const { token, username } = await registerMember(t);
    const first = await post(NICKNAME, token, form({ nickname: 'Lucky Tala 🌙' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ nickname: 'Lucky Tala 🌙' });
    const second = await post(NICKNAME, token, form({ nickname: 'Bituin' }));
    expect(second.json().value).toEqual({ nickname: 'Bituin' });
    expect((await get('/wps/member/info', token)).json().value.nickname).toBe('Bituin');

    for (const nickname of ['x', 'x'.repeat(21), '   ', 'a\u202Eb', '']) {
      const res = await post(NICKNAME, token, form({ nickname }));
      expect(res.json(), nickname).toMatchObject({ code: 'INVALID_NAME', value: { field: 'nickname' } });
    }
    expect((await rowOf(username)).nickname).toBe('Bituin');
  });

  it('R-API-31 R-AUTH-51 binds an email once; changing it is a 409 (customer service)', async () => {
    const { token, username } = await registerMember(t);
    const bad = await post(EMAIL, token, form({ email: 'not-an-address' }));
    expect(bad.json()).toMatchObject({ code: 'INVALID_EMAIL', value: { field: 'email' } });

    const bound = await post(EMAIL, token, form({ email: 'maria.santos@example.ph' }));
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value).toEqual({ email: 'maria.santos@example.ph' });
    expect((await get('/wps/member/info', token)).json().value.email).toBe('maria.santos@example.ph');

    const again = await post(EMAIL, token, form({ email: 'someone.else@example.ph' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', value: { field: 'email' } });
    expect((await rowOf(username)).email).toBe('maria.santos@example.ph');
  });

  it('R-API-32 R-AUTH-51 sets the payee name only while none is set', async () => {
    const { token, username } = await registerMember(t);
    const bad = await post(PAYEE, token, form({ payeeName: 'Juan 3rd' }));
    expect(bad.json()).toMatchObject({ code: 'INVALID_NAME', value: { field: 'payeeName' } });

    const set = await post(PAYEE, token, form({ payeeName: 'Juan Dela Cruz' }));
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({ payeeName: 'Juan Dela Cruz' });
    expect((await get('/wps/member/info', token)).json().value.payeeName).toBe('Juan Dela Cruz');

    const again = await post(PAYEE, token, form({ payeeName: 'Pedro Penduko' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', value: { field: 'payeeName' } });
    expect((await rowOf(username)).payee_name).toBe('Juan Dela Cruz');
  });

  it('R-AUTH-51 the form parser serves the profile calls only: other member calls still take JSON alone', async () => {
    const { token } = await registerMember(t);
    const res = await post(
      PAYMENT,
      token,
      form({ paymentPassword: '482913', confirmPaymentPassword: '482913' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', value: { field: 'content-type' } });
  });
});

describe('security settings', () => {
  it('R-API-35 R-API-36 R-AUTH-52 report which protections are set, as booleans only', async () => {
    const { token } = await registerMember(t);
    const none = await get(SECURITY_CONFIG, token);
    expect(none.json().value).toEqual({
      loginPassword: true,
      paymentPassword: false,
      securityQuestions: false,
      email: false,
      mobile: false,
      bankCard: false,
    });
    expect((await get(HAS_PAYMENT, token)).json().value).toBe(false);

    await post(PAYMENT, token, { paymentPassword: '530418', confirmPaymentPassword: '530418' });
    await post(ANSWERS, token, { answers: answers('Bantay', 'Cebu') });
    await post(EMAIL, token, form({ email: 'config.check@example.ph' }));
    expect((await get(SECURITY_CONFIG, token)).json().value).toEqual({
      loginPassword: true,
      paymentPassword: true,
      securityQuestions: true,
      email: true,
      mobile: false,
      bankCard: false,
    });
    expect((await get(HAS_PAYMENT, token)).json()).toEqual({
      success: true,
      value: true,
      code: null,
      message: 'ok',
    });
  });

  it('R-API-37 sets a 6-digit payment password when none is set; S-03 stores argon2id with the OWASP parameters', async () => {
    const { token, username } = await registerMember(t);
    const res = await post(PAYMENT, token, { paymentPassword: '760245', confirmPaymentPassword: '760245' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null, code: null, message: 'ok' });
    const phc = (await rowOf(username)).payment_password_hash;
    expectOwaspArgon2id(phc);
    expect(phc).not.toContain('760245');
  });

  it('R-API-37 R-VAL-09 refuses anything but exactly 6 ASCII digits, and a confirmation that differs', async () => {
    const { token, username } = await registerMember(t);
    for (const pin of ['12345', '1234567', 'abcdef', '１２３４５６', '١٢٣٤٥٦', ' 12345', '12 456', '']) {
      const res = await post(PAYMENT, token, { paymentPassword: pin, confirmPaymentPassword: pin });
      expect(res.json(), pin).toMatchObject({
        code: 'INVALID_PAYMENT_PASSWORD',
        message: 'val_payment_password',
        value: { field: 'paymentPassword' },
      });
    }
    const mismatch = await post(PAYMENT, token, {
      paymentPassword: '250913',
      confirmPaymentPassword: '250914',
    });
    expect(mismatch.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      value: { field: 'confirmPaymentPassword' },
    });
    expect((await rowOf(username)).payment_password_hash).toBeNull();
  });

  it('R-API-37 S-14 changes the payment password only with the right old one', async () => {
    const { token, username } = await memberWithSecrets();
    const before = (await rowOf(username)).payment_password_hash;

    const missing = await post(PAYMENT, token, {
      paymentPassword: '193746',
      confirmPaymentPassword: '193746',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'oldPaymentPassword' },
    });

    const wrong = await post(PAYMENT, token, {
      oldPaymentPassword: '000000',
      paymentPassword: '193746',
      confirmPaymentPassword: '193746',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'oldPaymentPassword' } });

    const same = await post(PAYMENT, token, {
      oldPaymentPassword: '482913',
      paymentPassword: '482913',
      confirmPaymentPassword: '482913',
    });
    expect(same.json()).toMatchObject({ code: 'PASSWORD_SAME', value: { field: 'paymentPassword' } });
    expect((await rowOf(username)).payment_password_hash).toBe(before);

    const right = await post(PAYMENT, token, {
      oldPaymentPassword: '482913',
      paymentPassword: '193746',
      confirmPaymentPassword: '193746',
    });
    expect(right.statusCode).toBe(200);
    const after = (await rowOf(username)).payment_password_hash;
    expect(after).not.toBe(before);
    expectOwaspArgon2id(after);
    // The old one no longer counts; the new one does.
    const oldAgain = await post(PAYMENT, token, {
      oldPaymentPassword: '482913',
      paymentPassword: '640285',
      confirmPaymentPassword: '640285',
    });
    expect(oldAgain.json().code).toBe('BAD_CREDENTIALS');
    const newWorks = await post(PAYMENT, token, {
      oldPaymentPassword: '193746',
      paymentPassword: '640285',
      confirmPaymentPassword: '640285',
    });
    expect(newWorks.statusCode).toBe(200);
  });

  it('S-14 S-04 guessing the old payment password is slowed per member, whatever the address', async () => {
    const { token, username } = await memberWithSecrets();
    const guess = (old: string) =>
      post(PAYMENT, token, {
        oldPaymentPassword: old,
        paymentPassword: '915372',
        confirmPaymentPassword: '915372',
      });
    for (let i = 0; i < AUTH_POLICY.delayAfterAccountFailures; i++) {
      expect((await guess(String(100000 + i))).json().code).toBe('BAD_CREDENTIALS');
    }
    const id = (await rowOf(username)).id;
    const key = `m:${id}:secret`;
    // Four past the threshold the wait is 16 s: wide enough not to depend on the machine's speed.
    await t.db.execute(
      sql`update login_failures set failures = failures + 4, last_failure_at = now() where key = ${key}`,
    );
    // Even the right one is not looked at while the delay runs, from a new address too.
    const throttled = await guess('482913');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(throttled.json().value.retryAfterSeconds).toBeGreaterThan(10);
    await t.db.execute(
      sql`update login_failures set last_failure_at = now() - interval '17 seconds' where key = ${key}`,
    );
    expect((await guess('482913')).statusCode).toBe(200);
  });

  it('R-API-41 lists six questions with stable ids in each of the 7 languages, falling back to EN (R-API-11)', async () => {
    const { token } = await registerMember(t);
    const byLanguage = new Map<string, { id: number; question: string }[]>();
    for (const language of LANGUAGES) {
      const res = await get(`${QUESTIONS}?language=${language}`, token);
      expect(res.statusCode, language).toBe(200);
      const list = res.json().value as { id: number; question: string }[];
      expect(list.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const q of list) expect(q.question.trim().length, `${language} ${q.id}`).toBeGreaterThan(5);
      byLanguage.set(language, list);
    }
    // Each language has its own texts.
    const firstQuestions = new Set(LANGUAGES.map((language) => byLanguage.get(language)?.[0]?.question));
    expect(firstQuestions.size).toBe(LANGUAGES.length);

    const en = byLanguage.get('EN');
    expect((await get(QUESTIONS, token)).json().value).toEqual(en);
    expect((await get(`${QUESTIONS}?language=XX`, token)).json().value).toEqual(en);
    expect((await get(`${QUESTIONS}?language=cn`, token)).json().value).toEqual(byLanguage.get('CN'));
    expect((await get(`${QUESTIONS}?language=PT-BR`, token)).json().value).toEqual(byLanguage.get('PT'));
    const unknown = await get(`${QUESTIONS}?lang=EN`, token);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'lang' } });
  });

  it('R-API-40 R-AUTH-52 saves two answers as argon2id hashes and lists only the chosen question ids', async () => {
    const { token, username } = await registerMember(t);
    expect((await get(ANSWERS, token)).json().value).toEqual({ questionIds: [] });

    const saved = await post(ANSWERS, token, { answers: answers('  Mr.  Whiskers ', 'ILOILO CITY', [5, 2]) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual({ questionIds: [2, 5] });

    const listed = await get(ANSWERS, token);
    expect(listed.json().value).toEqual({ questionIds: [2, 5] });
    expect(listed.body.toLowerCase()).not.toContain('whiskers');
    expect(listed.body).not.toContain('argon2');

    const stored = await answersOf((await rowOf(username)).id);
    expect(stored.map((r) => r.question_id)).toEqual([2, 5]);
    for (const row of stored) {
      expectOwaspArgon2id(row.answer_hash);
      expect(row.answer_hash.toLowerCase()).not.toContain('whiskers');
      expect(row.answer_hash.toLowerCase()).not.toContain('iloilo');
    }
  });

  it('R-API-40 S-14 replacing answers already set needs the login password', async () => {
    const { token, username, password } = await memberWithSecrets();
    const id = (await rowOf(username)).id;
    const before = await answersOf(id);

    const without = await post(ANSWERS, token, { answers: answers('Choco', 'Davao', [4, 6]) });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'password' } });

    const wrong = await post(ANSWERS, token, {
      answers: answers('Choco', 'Davao', [4, 6]),
      password: 'not-my-password-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'password' } });
    expect(await answersOf(id)).toEqual(before);

    const right = await post(ANSWERS, token, { answers: answers('Choco', 'Davao', [4, 6]), password });
    expect(right.statusCode).toBe(200);
    expect((await get(ANSWERS, token)).json().value).toEqual({ questionIds: [4, 6] });
  });

  it('R-API-40 refuses other than two distinct known questions and answers of 1 to 64 characters', async () => {
    const { token, username } = await registerMember(t);
    const cases: [unknown, string][] = [
      [[{ questionId: 1, answer: 'Biscuit' }], 'answers'],
      [[...answers('a', 'b'), { questionId: 4, answer: 'c' }], 'answers'],
      [answers('Biscuit', 'Manila', [2, 2]), 'answers.1.questionId'],
      [answers('Biscuit', 'Manila', [99, 2]), 'answers.0.questionId'],
      [answers('Biscuit', 'Manila', [0, 2]), 'answers.0.questionId'],
      [answers('', 'Manila'), 'answers.0.answer'],
      [answers('Biscuit', '   '), 'answers.1.answer'],
      [answers('x'.repeat(65), 'Manila'), 'answers.0.answer'],
      [answers('Biscuit', 'Mani\u200Bla'), 'answers.1.answer'],
      [answers('Bis\u0000cuit', 'Manila'), 'answers.0.answer'],
    ];
    for (const [list, field] of cases) {
      const res = await post(ANSWERS, token, { answers: list });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().value.field, JSON.stringify(list)).toBe(field);
    }
    // 64 characters counted as people count them: 64 emoji are fine.
    const long = await post(ANSWERS, token, { answers: answers('🐶'.repeat(64), 'a') });
    expect(long.statusCode).toBe(200);
    expect((await answersOf((await rowOf(username)).id)).length).toBe(2);
  });

  it('R-API-38 S-14 resets the payment password only after the login password and the answers are checked', async () => {
    const { token, username, password } = await memberWithSecrets();
    const before = (await rowOf(username)).payment_password_hash;
    const reset = (body: Record<string, unknown>) =>
      post(PAYMENT_RESET, token, {
        password,
        answers: answers('biscuit', 'san roque'),
        paymentPassword: '318204',
        confirmPaymentPassword: '318204',
        ...body,
      });

    const wrongPassword = await reset({ password: 'not-my-password-9' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'password' } });
    const wrongAnswer = await reset({ answers: answers('biscuit', 'santa rosa') });
    expect(wrongAnswer.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'answers' } });
    const otherQuestions = await reset({ answers: answers('biscuit', 'san roque', [1, 2]) });
    expect(otherQuestions.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'answers' } });
    const badPin = await reset({ paymentPassword: '31820', confirmPaymentPassword: '31820' });
    expect(badPin.json()).toMatchObject({
      code: 'INVALID_PAYMENT_PASSWORD',
      value: { field: 'paymentPassword' },
    });
    expect((await rowOf(username)).payment_password_hash).toBe(before);

    // Answers are compared as normalised: case, outer and doubled spaces do not matter; order neither.
    const ok = await reset({
      answers: [
        { questionId: 3, answer: '  SAN   Roque ' },
        { questionId: 1, answer: 'BISCUIT' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const after = (await rowOf(username)).payment_password_hash;
    expect(after).not.toBe(before);
    expectOwaspArgon2id(after);
    const change = await post(PAYMENT, token, {
      oldPaymentPassword: '318204',
      paymentPassword: '702519',
      confirmPaymentPassword: '702519',
    });
    expect(change.statusCode).toBe(200);
  });

  it('R-API-38 a member without security answers is sent to customer service (403 NO_PERMISSION)', async () => {
    const { token, password, username } = await registerMember(t);
    const res = await post(PAYMENT_RESET, token, {
      password,
      answers: answers('a', 'b'),
      paymentPassword: '318204',
      confirmPaymentPassword: '318204',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_PERMISSION');
    expect((await rowOf(username)).payment_password_hash).toBeNull();
  });
});

describe('who may call', () => {
  async function trialToken() {
    const res = await call('POST', '/wps/session/login/freeplay', { payload: {} });
    return res.json().value.token as string;
  }

  it('R-ROLE-17 a trial session is refused payment password, answers, email and payee name', async () => {
    const token = await trialToken();
    const refused: [string, unknown][] = [
      [PAYMENT, { paymentPassword: '482913', confirmPaymentPassword: '482913' }],
      [
        PAYMENT_RESET,
        {
          password: 'x',
          answers: answers('a', 'b'),
          paymentPassword: '482913',
          confirmPaymentPassword: '482913',
        },
      ],
      [ANSWERS, { answers: answers('a', 'b') }],
      [EMAIL, form({ email: 'trial@example.ph' })],
      [PAYEE, form({ payeeName: 'Trial Person' })],
    ];
    for (const [url, payload] of refused) {
      const res = await post(url, token, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'free_reject' });
    }
    const rows = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from members
      where type = 4 and (payment_password_hash is not null or email is not null or payee_name is not null)`);
    expect(rows.rows[0]?.n).toBe(0);
    // Reading is harmless, and the answer is what a trial account has: nothing set.
    expect((await get(HAS_PAYMENT, token)).json().value).toBe(false);
    expect((await get(SECURITY_CONFIG, token)).json().value.loginPassword).toBe(false);
  });

  it('R-ROLE-16 every member-centre call without a session is 401', async () => {
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', ICON, undefined],
      ['POST', ICON, form({ icon: '2' })],
      ['POST', NICKNAME, form({ nickname: 'Someone' })],
      ['POST', EMAIL, form({ email: 'a@example.ph' })],
      ['POST', PAYEE, form({ payeeName: 'Some One' })],
      ['GET', SECURITY_CONFIG, undefined],
      ['GET', HAS_PAYMENT, undefined],
      ['POST', PAYMENT, { paymentPassword: '482913', confirmPaymentPassword: '482913' }],
      [
        'POST',
        PAYMENT_RESET,
        {
          password: 'x',
          answers: answers('a', 'b'),
          paymentPassword: '482913',
          confirmPaymentPassword: '482913',
        },
      ],
      ['GET', QUESTIONS, undefined],
      ['GET', ANSWERS, undefined],
      ['POST', ANSWERS, { answers: answers('a', 'b') }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, payload === undefined ? {} : { payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('NOT_LOGGED_IN');
    }
  });

  it("S-20 every call acts on the session's member: B neither reads nor changes A's data", async () => {
    const a = await memberWithSecrets();
    await post(ICON, a.token, form({ icon: '4' }));
    await post(NICKNAME, a.token, form({ nickname: 'Alpha' }));
    await post(EMAIL, a.token, form({ email: 'alpha@example.ph' }));
    await post(PAYEE, a.token, form({ payeeName: 'Alpha Reyes' }));
    const aBefore = await snapshot(a.username);

    const b = await registerMember(t);
    const aId = aBefore.row.id;
    // B's reads show B's own state, even when A's id is put in the query.
    expect((await get(`${ICON}?memberId=${aId}`, b.token)).json().value).toEqual({ icon: 1 });
    expect((await get(`${ANSWERS}?memberId=${aId}`, b.token)).json().value).toEqual({ questionIds: [] });
    expect((await get(`${HAS_PAYMENT}?memberId=${aId}`, b.token)).json().value).toBe(false);
    expect((await get(`${SECURITY_CONFIG}?memberId=${aId}`, b.token)).json().value).toMatchObject({
      paymentPassword: false,
      securityQuestions: false,
      email: false,
    });

    // A body cannot name another member either: no such field exists.
    const named = await post(ICON, b.token, form({ icon: '9', memberId: String(aId) }));
    expect(named.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'memberId' } });

    // B's writes land on B; A's secrets are of no use with B's session.
    expect((await post(ICON, b.token, form({ icon: '9' }))).statusCode).toBe(200);
    expect((await post(NICKNAME, b.token, form({ nickname: 'Bravo' }))).statusCode).toBe(200);
    expect((await post(EMAIL, b.token, form({ email: 'bravo@example.ph' }))).statusCode).toBe(200);
    expect((await post(PAYEE, b.token, form({ payeeName: 'Bravo Cruz' }))).statusCode).toBe(200);
    const withAsOld = await post(PAYMENT, b.token, {
      oldPaymentPassword: '482913',
      paymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(withAsOld.statusCode).toBe(200); // B had none: this set B's, and A's is untouched
    const resetWithAs = await post(PAYMENT_RESET, b.token, {
      password: a.password,
      answers: answers('Biscuit', 'San Roque'),
      paymentPassword: '333444',
      confirmPaymentPassword: '333444',
    });
    expect(resetWithAs.json().code).toBe('NO_PERMISSION');
    expect(
      (await post(ANSWERS, b.token, { answers: answers('Bravo pet', 'Bravo city', [2, 4]) })).statusCode,
    ).toBe(200);

    expect(await snapshot(a.username)).toEqual(aBefore);
    const bAfter = await snapshot(b.username);
    expect(bAfter.row).toMatchObject({
      icon: 9,
      nickname: 'Bravo',
      email: 'bravo@example.ph',
      payee_name: 'Bravo Cruz',
    });
    expect(bAfter.answers.map((r) => r.question_id)).toEqual([2, 4]);
    expect((await get(ICON, a.token)).json().value).toEqual({ icon: 4 });
    expect((await get(ANSWERS, a.token)).json().value).toEqual({ questionIds: [1, 3] });
  });

  it('S-25 R-API-05 logs every change with member id and IP, and never a secret', async () => {
    const { token, username, password } = await registerMember(t);
    const id = (await rowOf(username)).id;
    const ip = freshIp();
    await post(ICON, token, form({ icon: '3' }), ip);
    await post(NICKNAME, token, form({ nickname: 'Logger' }), ip);
    await post(EMAIL, token, form({ email: 'log.check@example.ph' }), ip);
    await post(PAYEE, token, form({ payeeName: 'Log Check' }), ip);
    await post(PAYMENT, token, { paymentPassword: '846203', confirmPaymentPassword: '846203' }, ip);
    await post(
      PAYMENT,
      token,
      { oldPaymentPassword: '999111', paymentPassword: '517394', confirmPaymentPassword: '517394' },
      ip,
    );
    await post(
      PAYMENT,
      token,
      { oldPaymentPassword: '846203', paymentPassword: '517394', confirmPaymentPassword: '517394' },
      ip,
    );
    await post(ANSWERS, token, { answers: answers('Kulitsecret', 'Bacolodsecret') }, ip);
    await post(
      ANSWERS,
      token,
      { answers: answers('Kulit2secret', 'Bacolod2secret'), password: 'wrong-pass-77' },
      ip,
    );
    await post(ANSWERS, token, { answers: answers('Kulit2secret', 'Bacolod2secret'), password }, ip);
    await post(
      PAYMENT_RESET,
      token,
      {
        password,
        answers: answers('kulit2secret', 'bacolod2secret'),
        paymentPassword: '604815',
        confirmPaymentPassword: '604815',
      },
      ip,
    );

    const events = t.logs.map(
      (line) => JSON.parse(line) as { event?: string; memberId?: number; ip?: string },
    );
    for (const event of [
      'icon_changed',
      'nickname_changed',
      'email_bound',
      'payee_name_set',
      'payment_password_set',
      'payment_password_change_failed',
      'payment_password_changed',
      'security_answers_set',
      'security_answers_change_failed',
      'security_answers_replaced',
      'payment_password_reset',
    ]) {
      expect(
        events.some((e) => e.event === event && e.memberId === id && e.ip === ip),
        event,
      ).toBe(true);
    }
    // Timings are numbers whose digits can spell a six-digit code by chance: they are left out.
    const all = t.logs
      .map((line) => {
        const { time: _time, responseTime: _responseTime, ...entry } = JSON.parse(line);
        return JSON.stringify(entry);
      })
      .join('\n')
      .toLowerCase();
    for (const secret of [
      password,
      'wrong-pass-77',
      '846203',
      '999111',
      '517394',
      '604815',
      'kulit',
      'bacolod',
      token,
    ]) {
      expect(all).not.toContain(secret.toLowerCase());
    }
  });
});

describe('bad input', () => {
  /** Wrong types, oversize, empty, unicode tricks, SQL and HTML fragments. */
  const BAD_JSON_VALUES: unknown[] = [
    123,
    true,
    null,
    { $ne: '' },
    ['a'],
    'x'.repeat(5000),
    '',
    "' OR '1'='1' --",
    "1'; drop table members; --",
    '<img src=x onerror=alert(1)>',
    '<b>hi</b>',
    '\u202Eevil\u202C',
    'a\u0000b',
    'zero\u200Bwidth',
    '\uD800',
    '１２３４５６',
  ];
  /** A form carries only text: the same, written as text, plus repeated and encoded tricks. */
  const BAD_FORM_VALUES: string[] = [
    'x'.repeat(5000),
    '',
    "' OR '1'='1' --",
    "1'; drop table members; --",
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '\u202Eevil\u202C',
    'a\u0000b',
    'zero\u200Bwidth',
    '１２',
    '[object Object]',
  ];

  const VALID_FORM_VALUES: Record<string, string> = {
    icon: '2',
    nickname: 'Valid Name',
    email: 'valid@example.ph',
    payeeName: 'Valid Name',
  };

  /**
   * A refusal is a 400 naming the field, never a 5xx, and changes nothing. A value that is legal after
   * all (a short SQL fragment is a fine nickname, and is then only ever data) may be saved verbatim.
   */
  async function expectRefused(
    username: string,
    send: () => Promise<Reply>,
    field: string,
    legal?: (res: Reply) => Promise<void>,
  ) {
    const before = await snapshot(username);
    const res = await send();
    expect(res.statusCode, `${field}: ${res.body}`).toBeLessThan(500);
    if (res.statusCode === 200 && legal) return legal(res);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().value.field, res.body).toBe(field);
    expect(await snapshot(username)).toEqual(before);
  }

  it('R-API-28 R-API-30 R-API-31 R-API-32 form fields: every bad value → 400 with the field, nothing changed', async () => {
    const { token, username } = await registerMember(t);
    const fields: [string, string][] = [
      [ICON, 'icon'],
      [NICKNAME, 'nickname'],
      [EMAIL, 'email'],
      [PAYEE, 'payeeName'],
    ];
    for (const [url, field] of fields) {
      for (const bad of BAD_FORM_VALUES) {
        await expectRefused(
          username,
          () => post(url, token, form({ [field]: bad })),
          field,
          async (res) => {
            // Only a nickname may be free text, and it is stored exactly as sent.
            expect(field, `${field}=${JSON.stringify(bad)} was accepted`).toBe('nickname');
            expect(res.json().value.nickname).toBe(bad);
            expect((await rowOf(username)).nickname).toBe(bad);
          },
        );
      }
      // Repeated, missing and unknown fields, and a raw body with a broken escape.
      await expectRefused(username, () => rawForm(url, token, `${field}=1&${field}=2`), field);
      await expectRefused(username, () => post(url, token, new URLSearchParams()), field);
      // With the field itself valid, so that the unknown one is what is refused.
      const valid = VALID_FORM_VALUES[field] ?? '';
      await expectRefused(username, () => post(url, token, form({ [field]: valid, extra: '1' })), 'extra');
      await expectRefused(
        username,
        () => rawForm(url, token, `__proto__=x&${field}=${encodeURIComponent(valid)}`),
        '__proto__',
      );
      for (const raw of [`${field}=%ED%A0%80`, `${field}=%00`, `${field}=%`]) {
        await expectRefused(
          username,
          () => rawForm(url, token, raw),
          field,
          async (res) => {
            expect(field, `${raw} was accepted`).toBe('nickname');
            expect(res.statusCode).toBe(200);
          },
        );
      }
    }
  });

  function rawForm(url: string, token: string, body: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...SAME_ORIGIN,
        token,
        'x-forwarded-for': freshIp(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body,
    });
  }

  it('R-API-37 POST paymentPassword: every field, every bad value → 400 with the field, nothing changed', async () => {
    const { token, username } = await memberWithSecrets();
    for (const field of ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword']) {
      for (const bad of BAD_JSON_VALUES) {
        await clearSecretDelays();
        const body = {
          oldPaymentPassword: '482913',
          paymentPassword: '902716',
          confirmPaymentPassword: '902716',
          [field]: bad,
        };
        // A null or empty old one is a missing one; a wrong one is named as the field too.
        await expectRefused(username, () => post(PAYMENT, token, body), field);
      }
    }
    await expectRefused(
      username,
      () =>
        post(PAYMENT, token, { paymentPassword: '902716', confirmPaymentPassword: '902716', memberId: 1 }),
      'memberId',
    );
    await expectRefused(username, () => post(PAYMENT, token, []), 'body');
  });

  it('R-API-38 R-API-40 answers: every field, every bad value → 400 with the field, nothing changed', async () => {
    const { token, username, password } = await memberWithSecrets();
    const validReset = {
      password,
      answers: answers('Biscuit', 'San Roque'),
      paymentPassword: '902716',
      confirmPaymentPassword: '902716',
    };
    const validAnswers = { answers: answers('Choco', 'Davao', [4, 6]), password };

    const variants: [string, Record<string, unknown>, string, (bad: unknown) => Record<string, unknown>][] =
      [];
    for (const key of ['password', 'paymentPassword', 'confirmPaymentPassword', 'answers']) {
      variants.push([PAYMENT_RESET, validReset, key, (bad) => ({ ...validReset, [key]: bad })]);
    }
    for (const key of ['password', 'answers']) {
      variants.push([ANSWERS, validAnswers, key, (bad) => ({ ...validAnswers, [key]: bad })]);
    }
    for (const [url, valid, key] of [
      [PAYMENT_RESET, validReset, 'answers.0.questionId'],
      [PAYMENT_RESET, validReset, 'answers.1.answer'],
      [ANSWERS, validAnswers, 'answers.0.answer'],
      [ANSWERS, validAnswers, 'answers.1.questionId'],
    ] as const) {
      const [, index, name] = key.split('.');
      variants.push([
        url,
        valid,
        key,
        (bad) => {
          const list = (valid.answers as { questionId: number; answer: string }[]).map((a) => ({ ...a }));
          (list[Number(index)] as Record<string, unknown>)[name as string] = bad;
          return { ...valid, answers: list };
        },
      ]);
    }

    for (const [url, , field, make] of variants) {
      for (const bad of [...BAD_JSON_VALUES, 0, -1, 1.5, 1000, '1']) {
        await clearSecretDelays();
        // A well-formed but wrong password or answer (or a question not chosen) is a refusal too, naming
        // 'password' or 'answers'.
        const expected = field.startsWith('answers.') && url === PAYMENT_RESET ? [field, 'answers'] : [field];
        const before = await snapshot(username);
        const res = await post(url, token, make(bad));
        expect(res.statusCode, `${url} ${field}=${JSON.stringify(bad)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 200) {
          // Only an answer may be free text: an SQL or HTML fragment is a fine answer, stored as a hash.
          expect(field, `${url} ${field}=${JSON.stringify(bad)} was accepted`).toMatch(/\.answer$/);
          expect(url).toBe(ANSWERS);
          for (const row of (await snapshot(username)).answers) expectOwaspArgon2id(row.answer_hash);
          // Put the known answers back for the next round.
          await post(ANSWERS, token, { answers: answers('Biscuit', 'San Roque'), password });
          continue;
        }
        expect(res.statusCode, `${url} ${field}=${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        // A wrong type inside the list may be named by its element ('answers.0').
        const got: string = res.json().value.field;
        expect(
          expected.some((f) => got === f || got.startsWith(`${f}.`)),
          `${url} ${field}=${JSON.stringify(bad)}: ${res.body}`,
        ).toBe(true);
        expect(await snapshot(username)).toEqual(before);
      }
    }
  });

  it('R-API-41 GET securityQuestions: a bad language is a 400 on the language or falls back to EN', async () => {
    const { token } = await registerMember(t);
    const en = (await get(`${QUESTIONS}?language=EN`, token)).json().value;
    for (const language of ['x'.repeat(11), '%00', "EN'--", '<b>', '%E2%80%AE', 'EN&language=CN']) {
      const res = await get(`${QUESTIONS}?language=${language}`, token);
      expect(res.statusCode, language).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().value, language).toEqual(en);
      else expect(res.json().value.field, language).toBe('language');
    }
  });
});
