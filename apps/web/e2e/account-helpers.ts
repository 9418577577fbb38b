import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { sendOpsCommand } from '../../server/src/ops/socket-client';
import { test as base, expect, workerBaseUrl } from './fixtures';

/** A password no list of common passwords holds (the server refuses those, WEAK_PASSWORD). */
export const PASSWORD = 'tide-pool-lantern-42';

/** An address from the benchmarking range 198.18.0.0/15, new for every test. */
export function freshIp(): string {
  const [a, b] = randomBytes(2);
  return `198.${18 + ((a ?? 0) % 2)}.${b ?? 0}.${1 + ((a ?? 0) % 250)}`;
}

/** A name the default rule accepts (a letter, then letters or digits, 4 to 16) and no other test uses. */
export const uniqueName = () => `e2e${randomBytes(5).toString('hex')}`;

/**
 * Each test is its own visitor: the server trusts X-Forwarded-For in the e2e run
 * (scripts/e2e-server.mjs), so the login throttle and per-IP limits of one test never reach another.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await use(context);
  },
});
export { expect };

/** What a browser on the site sends with a state change (the server refuses cross-site ones). */
const sameOrigin = (ip: string) => ({ 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ip });

export interface Member {
  username: string;
  password: string;
  token: string;
}

/** A new member through the register API, as the site would send it (register captcha switched off). */
export async function registerMember(request: APIRequestContext, ip = freshIp()): Promise<Member> {
  const username = uniqueName();
  const response = await request.put('/wps/member/register', {
    headers: sameOrigin(ip),
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
      birthDate: '1990-05-17',
      notRestrictedPerson: true,
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { username, password: PASSWORD, token: body.value.token as string };
}

/** Logs the member in through the API from another device; this ends their other sessions. */
export async function loginElsewhere(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post('/wps/session/login', {
    headers: sameOrigin(freshIp()),
    data: { username: member.username, password: member.password, captcha: '', type: 0 },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.value.token as string;
}

/**
 * Runs an operator command in this worker's server, over the ops socket of DATA_DIR as the CLI
 * does (`npm run ops -- …`), without starting a Node process each time; fails as the CLI exits 2.
 */
export async function ops(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (e2e/fixtures.ts sets it)');
  const absolute = args.map((arg, i) => (args[i - 1] === '--file' ? path.resolve(arg) : arg));
  const answer = await sendOpsCommand(dataDir, absolute);
  if (!answer) throw new Error(`no server answers on the ops socket of ${dataDir}`);
  if (!answer.ok) throw new Error(`ops ${args.join(' ')}: ${answer.output}`);
  return `${answer.output}\n`;
}

interface ResourceRow {
  id: number;
  resourceType: string;
  url: string;
}

/** Adds site links for one test and removes them after it, whatever happens in between. */
export async function withResources(links: Record<string, string>, body: () => Promise<void>): Promise<void> {
  for (const [type, url] of Object.entries(links)) await ops('resource', 'add', type, url);
  try {
    await body();
  } finally {
    const rows = JSON.parse(await ops('resource', 'list')) as ResourceRow[];
    const added = rows.filter((r) => links[r.resourceType] === r.url);
    for (const row of added) await ops('resource', 'remove', String(row.id));
  }
}

/** Removes the site's link of one type for one test and puts it back after it, at its place (positions count from 1, as the demo's do). */
export async function withoutResource(type: string, body: () => Promise<void>): Promise<void> {
  const rows = JSON.parse(await ops('resource', 'list')) as ResourceRow[];
  const position = rows.findIndex((r) => r.resourceType === type);
  const row = rows[position];
  if (!row) throw new Error(`the site has no ${type} link`);
  await ops('resource', 'remove', String(row.id));
  try {
    await body();
  } finally {
    await ops('resource', 'add', type, row.url, '--position', String(position + 1));
  }
}

const field = (captcha: boolean) => JSON.stringify({ enabled: captcha, required: captcha, regExp: null });

/**
 * The register captcha is on by default, and no test can read the image, so registrations run
 * with it off; the captcha tests switch it on for themselves.
 */
export async function setRegisterCaptcha(on: boolean): Promise<void> {
  expect(await ops('setting', 'set', 'registerFields', `{"captcha":${field(on)}}`)).toContain('saved');
}

/**
 * Sealing of login and registration bodies (R-AUTH-14, R-REG-17) is on by default; the tests that
 * read the payload a form sends switch it off for themselves, and account-sealed.spec.ts on.
 */
export async function setCredentialSealing(on: boolean): Promise<void> {
  expect(await ops('setting', 'set', 'credentialEncryption', String(on))).toContain('saved');
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByTestId('login-submit').tap();
}

/** Logs in on /m/login and waits for the home. */
export async function logIn(page: Page, member: Member): Promise<void> {
  await page.goto('/m/login');
  await submitLogin(page, member.username, member.password);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
}

export const storageOf = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

export const sessionOf = async (page: Page) =>
  JSON.parse((await storageOf(page, 'MC_SESSION_INFO')) ?? 'null');

/** A second phone of the same player, of the same model: its own cookies, storage and address. */
export async function secondDevice(context: BrowserContext): Promise<BrowserContext> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return browser.newContext({
    baseURL: workerBaseUrl(),
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
}

/** Fills the date of birth (an adult's, DD/MM/YYYY in English) and ticks the PAGCOR confirmation (H-8). */
export async function confirmAge(scope: Pick<Page, 'getByTestId'>, typed = '17/05/1990') {
  await scope.getByTestId('field-birthDate').locator('input').fill(typed);
  await scope.getByTestId('not-restricted-checkbox').check();
}
