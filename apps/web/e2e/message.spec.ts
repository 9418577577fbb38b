import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshIp, type Member, ops, setRegisterCaptcha, submitLogin, test } from './account-helpers';
import { asMember } from './games-helpers';
import { openHome, openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));
test.afterEach(async () => {
  await ops('flag', 'set', 'CBS3', 'off');
});

const htmlFile = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'msg-e2e-')), 'content.html');
  writeFileSync(file, text);
  return file;
};
const unique = () => Math.random().toString(36).slice(2, 8);

/** A trial session stored before the site starts, as after "free trial". */
async function asTrial(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post('/wps/session/login/freeplay', {
    headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    data: { moduleId: 0 },
  });
  const value = (await res.json()).value;
  await page.addInitScript(
    (session) => localStorage.setItem('MC_SESSION_INFO', session),
    JSON.stringify({
      token: value.token,
      merchantCode: 'PERLA',
      userName: value.userName ?? 'trial',
      type: 4,
      firstTimeLogin: false,
    }),
  );
}

const badge = (page: Page, entry: string) => page.getByTestId(`message-${entry}-badge`);

test('R-MSG-01 R-NAV-07 R-NAV-30 the message centre lists its entries with its own back button to home', async ({
  page,
  request,
}) => {
  await ops('flag', 'set', 'CBS3', 'on');
  await asMember(page, request);
  await page.goto('/m/message');
  const centre = page.getByTestId('message-centre');
  await expect(centre).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  for (const entry of ['telegram', 'announcements', 'inbox', 'chat', 'affiliate']) {
    await expect(page.getByTestId(`message-${entry}`)).toBeVisible();
  }
  await expect(page.getByTestId('message-telegram')).toHaveAttribute('href', 'https://t.me/perlaplay');
  await page.getByTestId('message-announcements').tap();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await page.goBack();
  await page.getByTestId('message-back').tap();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('R-MSG-01 live chat is listed only while CBS3 is on, and guests see no badges', async ({ page }) => {
  await page.goto('/m/message');
  await expect(page.getByTestId('message-inbox')).toBeVisible();
  await expect(page.getByTestId('message-chat')).toHaveCount(0);
  await expect(page.locator('.unread-badge')).toHaveCount(0);
  await page.getByTestId('message-inbox').tap();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('R-NAV-08 R-MSG-05 R-MSG-06 opens the announcement at ?index= and ?id=, marks it read here, then on the server, then reloads', async ({
  page,
  request,
}) => {
  const tag = unique();
  for (const n of [1, 2, 3]) {
    await ops(
      'announcement',
      'add',
      '--type',
      'PL',
      '--lang',
      'EN',
      '--title',
      `Notice ${tag} ${n}`,
      '--file',
      htmlFile(`<p>Body ${tag} ${n}</p>`),
    );
  }
  const member = await asMember(page, request);
  const notices = (await (await request.get('/wps/relay/MCSFE_getNotices?language=EN')).json()).value
    .list as {
    id: number;
    title: string;
  }[];
  const index = notices.findIndex((n) => n.title === `Notice ${tag} 2`);
  const third = notices.find((n) => n.title === `Notice ${tag} 3`);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/MCSFE_(markAnnouncementAsRead|getNotices)/.test(r.url()))
      calls.push(r.url().includes('mark') ? 'mark' : 'list');
  });
  await page.goto(`/m/notice?index=${index}`);
  const item = page.getByTestId('notice').filter({ hasText: `Notice ${tag} 2` });
  await expect(item.getByTestId('notice-content')).toHaveText(`Body ${tag} 2`);
  await expect(item).toBeInViewport();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect.poll(() => calls.join(',')).toBe('list,mark,list');
  const reread = await request.get('/wps/relay/MCSFE_getNotices?language=EN', {
    headers: { token: member.token },
  });
  const mine = ((await reread.json()).value.list as { id: number; read: boolean }[]).find(
    (n) => n.id === notices[index]?.id,
  );
  expect(mine?.read).toBe(true);

  await page.goto(`/m/notice?index=${index}&id=${third?.id}`);
  await expect(
    page
      .getByTestId('notice')
      .filter({ hasText: `Notice ${tag} 3` })
      .getByTestId('notice-content'),
  ).toBeVisible();
  await expect(page.getByTestId('notice-content')).toHaveCount(1);
});

test('R-MSG-11 S-24 reads an inbox message (sanitised) and deletes it', async ({ page, request }) => {
  const member = await asMember(page, request);
  const tag = unique();
  await ops(
    'inbox',
    'send',
    '--to',
    member.username,
    '--title',
    `Bonus ${tag}`,
    '--file',
    htmlFile(
      '<p>Your <b>bonus</b> is ready</p><script>window.__hacked = 1</script><img src=x onerror="window.__hacked = 2">',
    ),
  );
  await ops('inbox', 'send', '--all', '--title', `Everyone ${tag}`);
  await page.goto('/m/message');
  await expect(badge(page, 'inbox')).toHaveText('2');
  await page.getByTestId('message-inbox').tap();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  const message = page.getByTestId('inbox-message').filter({ hasText: `Bonus ${tag}` });
  await expect(page.getByTestId('inbox-message').first()).toContainText(`Everyone ${tag}`);
  await message.getByRole('button').first().tap();
  await expect(message.getByTestId('inbox-content')).toHaveText('Your bonus is ready');
  await expect(message).toHaveAttribute('data-read', 'true');
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  await message.getByTestId('inbox-delete').tap();
  await page.getByTestId('inbox-delete-confirm').getByRole('button', { name: 'Delete' }).tap();
  await expect(message).toHaveCount(0);
  await expect(page.getByTestId('inbox-message')).toHaveCount(1);
  await page.goto('/m/message');
  await expect(badge(page, 'inbox')).toHaveText('1');
});

test('R-MSG-04 R-MSG-16 R-CONST-13 the unread badge at 0, 5 and 120 (99+)', async ({ page, request }) => {
  // Six operator commands, each a process of its own.
  test.setTimeout(60_000);
  await ops('flag', 'set', 'CBS3', 'on');
  const member: Member = await asMember(page, request);
  await page.goto('/m/message');
  await expect(page.getByTestId('message-chat')).toBeVisible();
  await expect(badge(page, 'inbox')).toHaveCount(0);
  await expect(badge(page, 'chat')).toHaveCount(0);
  for (let i = 0; i < 5; i++) await ops('inbox', 'send', '--to', member.username, '--title', `Note ${i}`);
  await ops('chat', 'unread', member.username, '120');
  await page.reload();
  await expect(badge(page, 'inbox')).toHaveText('5');
  await expect(badge(page, 'chat')).toHaveText('99+');
});

test('R-MSG-12 chat hands off to the operator’s chat URL 500 ms after CBS_launchChat answers', async ({
  page,
  request,
  baseURL,
}) => {
  await ops('flag', 'set', 'CBS3', 'on');
  await ops(
    'setting',
    'set',
    'liveChat',
    JSON.stringify({
      urlTemplate: `${baseURL}/m/help?chat={member}&lang={language}&back={backUrl}`,
      models: [],
    }),
  );
  const member = await asMember(page, request);
  await page.goto('/m/message');
  let answeredAt = 0;
  page.on('response', (r) => {
    if (r.url().includes('CBS_launchChat')) answeredAt = Date.now();
  });
  const launch = page.waitForRequest(/CBS_launchChat/);
  await page.getByTestId('message-chat').tap();
  const query = new URL((await launch).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    b2c: '1',
    language: 'EN',
    module: 'CBS3',
    backUrl: `${baseURL}/m/message`,
  });
  await page.waitForURL(/\/m\/help\?chat=/);
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(450);
  const url = new URL(page.url());
  expect(url.searchParams.get('chat')).toBe(member.username);
  expect(url.searchParams.get('back')).toBe(`${baseURL}/m/message`);
});

test('R-MSG-10 R-MSG-13 R-MSG-15 R-ROLE-06 R-ROLE-08 a trial account gets free_reject for inbox and chat and no inbox or chat count', async ({
  page,
  request,
}) => {
  await ops('flag', 'set', 'CBS3', 'on');
  await asTrial(page, request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/CBS_unreadCount|CBS_launchChat|MCSFE_getInbox/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/m/message');
  await page.getByTestId('message-inbox').tap();
  await expect(
    page.getByText('This is not available on a free trial account', { exact: false }),
  ).toBeVisible();
  await page.getByTestId('message-chat').tap();
  await expect(page).toHaveURL(/\/m\/message$/);
  await page.goto('/m/webEmail');
  await expect(page.getByTestId('trial-refusal')).toBeVisible();
  expect(asked).toEqual([]);
  await expect(badge(page, 'inbox')).toHaveCount(0);
});

/** When the page itself asked for each unread counter, in its own clock (request events lag). */
async function recordCounterCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as { __counterCalls?: number[] }).__counterCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('CSP_unreadCount')) calls.push(performance.now());
      return original(input, init);
    };
  });
}
const counterCalls = (page: Page) =>
  page.evaluate(() => (window as { __counterCalls?: number[] }).__counterCalls ?? []);

test('R-MSG-14 R-MSG-17 counters are asked on entering the home and /m/message and after a mark-read, never twice within 250 ms', async ({
  page,
  request,
}) => {
  await asMember(page, request);
  await recordCounterCalls(page);
  await openHome(page);
  await openSideMenu(page);
  await expect(page.getByTestId('menu-messages-badge')).toBeVisible();
  let seen = (await counterCalls(page)).length;
  expect(seen).toBeGreaterThan(0);

  await page.getByTestId('side-menu').locator('a[href="/m/message"]').tap();
  await expect(page.getByTestId('message-centre')).toBeVisible();
  await expect.poll(async () => (await counterCalls(page)).length).toBeGreaterThan(seen);
  seen = (await counterCalls(page)).length;

  await page.getByTestId('message-back').tap();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect.poll(async () => (await counterCalls(page)).length).toBeGreaterThan(seen);
  seen = (await counterCalls(page)).length;

  await page.goBack();
  await page.getByTestId('message-announcements').tap();
  await expect.poll(async () => (await counterCalls(page)).length).toBeGreaterThan(seen);
  seen = (await counterCalls(page)).length;
  const mark = page.waitForResponse(/MCSFE_markAnnouncementAsRead/);
  await page.locator('[data-testid="notice"][data-read="false"]').first().tap();
  await mark;
  await expect.poll(async () => (await counterCalls(page)).length).toBeGreaterThan(seen);

  const times = await counterCalls(page);
  const gaps = times.slice(1).map((at, i) => at - (times[i] as number));
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(249);
});

test('R-MSG-15 the chat counter is asked only while CBS3 is on', async ({ page, request }) => {
  await asMember(page, request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/CBS_unreadCount|CSP_unreadCount/.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/message');
  await expect.poll(() => asked).toContain('/wps/relay/CSP_unreadCount');
  await expect(page.getByTestId('message-chat')).toHaveCount(0);
  expect(asked).not.toContain('/wps/relay/CBS_unreadCount');

  await ops('flag', 'set', 'CBS3', 'on');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('message-chat')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect.poll(() => asked).toContain('/wps/relay/CBS_unreadCount');
});

test('R-MSG-02 Telegram opens the configured link outside the site and is hidden without one', async ({
  page,
  request,
}) => {
  const links = JSON.parse(await ops('resource', 'list')) as {
    id: number;
    resourceType: string;
    url: string;
  }[];
  const telegram = links.find((link) => link.resourceType === 'TELEGRAM');
  if (!telegram) throw new Error('the e2e site has a Telegram link');
  await asMember(page, request);
  await page.goto('/m/message');
  const entry = page.getByTestId('message-telegram');
  await expect(entry).toHaveAttribute('href', telegram.url);
  await expect(entry).toHaveAttribute('target', '_blank');
  await expect(entry).toHaveAttribute('rel', /noopener/);
  await ops('resource', 'remove', String(telegram.id));
  try {
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('message-announcements')).toBeVisible({ timeout: 2_000 });
      await expect(entry).toHaveCount(0, { timeout: 500 });
    }).toPass();
  } finally {
    await ops('resource', 'add', 'TELEGRAM', telegram.url, '--position', String(links.indexOf(telegram)));
  }
});

test('R-MSG-08 announcements are kept 60 s per query, and cleared by a mark-read, by signing out and by signing in', async ({
  page,
  request,
}) => {
  const member = await asMember(page, request);
  // Who asked: the member's token, or nobody's.
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getListAnnouncements')) listCalls.push(r.headers().token ?? 'guest');
  });
  const toMessages = async () => {
    await openSideMenu(page);
    await page.getByTestId('side-menu').locator('a[href="/m/message"]').tap();
    await expect(page.getByTestId('message-centre')).toBeVisible();
  };
  await openHome(page);
  await expect.poll(() => listCalls.length).toBe(1);

  // Away and back within the minute: the cached answer. Entering the home asks for the counters in
  // the same render that would ask for the announcements, so once they are asked, nothing else was.
  await toMessages();
  const counters = page.waitForRequest(/CSP_unreadCount/);
  await page.getByTestId('message-back').tap();
  await expect(page.getByTestId('home')).toBeVisible();
  await counters;
  expect(listCalls).toHaveLength(1);

  // A mark-read clears it: the home asks again when it is next shown.
  await toMessages();
  await page.getByTestId('message-announcements').tap();
  const mark = page.waitForResponse(/MCSFE_markAnnouncementAsRead/);
  await page.locator('[data-testid="notice"][data-read="false"]').first().tap();
  await mark;
  await page.goBack();
  await page.getByTestId('message-back').tap();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect.poll(() => listCalls.length).toBe(2);

  // Signing out clears it too: the guest's home asks for its own.
  await openSideMenu(page);
  await page.getByTestId('menu-sign-out').tap();
  await page.getByTestId('logout-prompt').getByTestId('dialog-confirm').tap();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect.poll(() => listCalls.length).toBe(3);
  expect(listCalls[2]).toBe('guest');

  // Signing in again without a reload: asked once more, with the new session's token.
  await page.getByTestId('header-login').tap();
  await submitLogin(page, member.username, member.password);
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect.poll(() => listCalls.length).toBe(4);
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))) ?? '{}',
  ).token;
  expect(listCalls[3]).toBe(token);
  expect(listCalls.slice(0, 2)).toEqual([member.token, member.token]);
});

test('R-MSG-03 the affiliate service opens the affiliates’ own customer-service entry when one is set', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await ops(
    'setting',
    'set',
    'affiliateService',
    JSON.stringify({ csType: 'CS', url: `${baseURL}/m/help?desk=affiliates` }),
  );
  try {
    await asMember(page, request);
    await page.goto('/m/message');
    const opened = context.waitForEvent('page');
    await page.getByTestId('message-affiliate').tap();
    const desk = await opened;
    await desk.waitForURL(/\/m\/help\?desk=affiliates$/);
    await desk.close();
  } finally {
    await ops('setting', 'set', 'affiliateService', 'null');
  }
});
