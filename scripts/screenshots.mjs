// `npm run screenshots -- [baseURL]`: phone-size pictures of the main screens in both themes, for a person to look at.
// The member screens need an account: set SCREENSHOT_USERNAME and SCREENSHOT_PASSWORD, or switch the
// register captcha off (npm run ops -- setting set registerFields '{"captcha":{"enabled":false,"required":false,"regExp":null}}')
// and one is registered here; otherwise they are skipped.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = 'screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS],
});
const SAME_ORIGIN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function api(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: SAME_ORIGIN,
    body: JSON.stringify(body),
  });
  return response.json();
}

/** An account for the member screens, or null when there is no way to get one. */
async function screenshotAccount() {
  const { SCREENSHOT_USERNAME: username, SCREENSHOT_PASSWORD: password } = process.env;
  if (username && password) return { username, password };
  const generated = { username: `shot${Date.now().toString(36)}`, password: 'tide-pool-lantern-42' };
  const registered = await api('PUT', '/wps/member/register', {
    ...generated,
    confirmPassword: generated.password,
    agreeTerms: true,
    birthDate: '1990-05-17',
    notRestrictedPerson: true,
  });
  if (registered.success) return generated;
  console.log(`member screens skipped: ${registered.code} (see the note at the top)`);
  return null;
}

/**
 * One session for every member context, logged in before the captcha shot: three failed logins make
 * the server ask this address for a captcha, which a script cannot read.
 */
async function logIn(account) {
  if (!account) return null;
  const login = await api('POST', '/wps/session/login', { ...account, captcha: '', type: 0 });
  if (!login.success) throw new Error(`login failed: ${login.code}`);
  const { token, userName, type, firstTimeLogin } = login.value;
  return { token, merchantCode: 'PERLA', userName, type, firstTimeLogin };
}

/** The session kept where the site reads it. */
async function useSession(context, session) {
  await context.addInitScript((stored) => {
    localStorage.setItem('MC_SESSION_INFO', stored);
    localStorage.setItem('autoLogin', '1');
  }, JSON.stringify(session));
}

/** Three wrong passwords for a name nobody has bring the captcha up. */
async function showLoginCaptcha(page) {
  for (let attempt = 0; attempt < 3 && !(await page.getByTestId('captcha-image').isVisible()); attempt += 1) {
    await page.locator('input[name=username]').fill('nobody0shot');
    await page.locator('input[name=password]').fill('not-the-password-1');
    const answered = page.waitForResponse('**/wps/session/login');
    await page.getByTestId('login-submit').click();
    await answered;
  }
  await page.getByTestId('captcha-image').locator('img').waitFor();
}

const memberShots = [
  { name: 'kyc', path: '/m/member/kyc' },
  { name: 'member-centre', path: '/m/member/home' },
  {
    name: 'change-password',
    path: '/m/changePsw',
    action: async (p) => {
      await p.locator('input[name=newPassword]').fill('short');
      await p.locator('input[name=confirmNewPassword]').focus();
    },
  },
  { name: 'logout-prompt', path: '/m/member/home', action: (p) => p.getByTestId('member-sign-out').click() },
  { name: 'side-menu-member', path: '/m/', action: (p) => p.getByTestId('footer-menu-toggle').click() },
  { name: 'activities', path: '/m/activity' },
  { name: 'sign-in', path: '/m/activity/signIn' },
  { name: 'reward-centre', path: '/m/rewardCenter' },
  { name: 'claim-centre', path: '/m/receivingCenter' },
  { name: 'leaderboard', path: '/m/leaderBoard' },
  { name: 'rebate', path: '/m/member/manualRebate' },
];

const shots = [
  { name: 'home', path: '/m/' },
  { name: 'side-menu', path: '/m/', action: (p) => p.getByTestId('footer-menu-toggle').click() },
  { name: 'language', path: '/m/', action: (p) => p.getByTestId('language-header').click() },
  { name: 'help', path: '/m/help?i=1' },
  { name: 'help-detail', path: '/m/helpDetail?i=7' },
  {
    name: 'register',
    path: '/m/register',
    action: async (p) => {
      await p.getByTestId('register-submit').waitFor();
      await p.locator('input[name=username]').fill('ab');
      await p.locator('input[name=password]').focus();
    },
  },
  { name: 'login-captcha', path: '/m/login', action: showLoginCaptcha },
  {
    // A session the server no longer knows: the member centre's call ends it and the login modal opens.
    name: 'login-modal',
    path: '/m/',
    action: async (p) => {
      await p.evaluate(() => {
        const ended = {
          token: 'ended',
          merchantCode: 'PERLA',
          userName: 'player',
          type: 0,
          firstTimeLogin: false,
        };
        localStorage.setItem('MC_SESSION_INFO', JSON.stringify(ended));
        localStorage.setItem('autoLogin', '0');
      });
      await p.goto(`${base}/m/member/home`);
      await p.getByTestId('login-modal').waitFor();
    },
  },
];
const session = await logIn(await screenshotAccount());
try {
  for (const theme of ['dark', 'light']) {
    for (const language of ['EN', 'TH']) {
      // Guests see the public and login screens; a member sees their own (login and register send them home).
      const runs = session
        ? [
            [shots, null],
            [memberShots, session],
          ]
        : [[shots, null]];
      for (const [list, member] of runs) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
        });
        await context.addInitScript(
          ([t, l]) => {
            localStorage.setItem('theme', t);
            localStorage.setItem('language', l);
          },
          [theme, language],
        );
        if (member) await useSession(context, member);
        const page = await context.newPage();
        for (const shot of list) {
          await page.goto(`${base}${shot.path}`);
          await page.waitForLoadState('networkidle');
          if (shot.action) await shot.action(page);
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${out}/${shot.name}-${theme}-${language}.png` });
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}/`);
