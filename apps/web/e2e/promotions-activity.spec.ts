import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logIn, ops, registerMember, setRegisterCaptcha, test } from './account-helpers';

const PNG = {
  name: 'deposit.png',
  mimeType: 'image/png',
  buffer: readFileSync(new URL('../../server/test/fixtures/images/screenshot.png', import.meta.url)),
};
const DAY_MS = 86_400_000;
const folder = mkdtempSync(path.join(tmpdir(), 'e2e-activity-'));
const tag = () => Math.random().toString(36).slice(2, 8);

/** A file the operator CLI reads (it runs beside the server, on the same machine). */
function file(name: string, text: string): string {
  const full = path.join(folder, `${tag()}-${name}`);
  writeFileSync(full, text);
  return full;
}

/** Adds an open activity players apply to, with the given English title; answers its id. */
async function addActivity(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  const json = JSON.stringify({
    titles: { EN: title },
    bodies: { EN: `How ${title} works: apply once with a screenshot.` },
    terms: { EN: `Terms of ${title}: one application per player.` },
    bannerUrl: '/m/banners/welcome.svg',
    startsAt: at(-1),
    endsAt: at(30),
    reward: 35,
    ...extra,
  });
  const said = await ops('activity', 'add', '--file', file('activity.json', json));
  const id = /activity (\d+) added/.exec(said)?.[1];
  if (!id) throw new Error(said);
  return id;
}

const card = (page: Page, id: string) =>
  page.locator(`[data-testid="activity-card"][data-activity-id="${id}"]`);

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('activities', () => {
  // Every test drives the operator CLI, a process of its own per command.
  test.beforeEach(() => test.slow());

  test('R-NAV-10 R-PROMO-01 R-PROMO-02 guests see the list with banner, period and status; the detail has the terms; Apply asks to log in', async ({
    page,
  }) => {
    const title = `Open promo ${tag()}`;
    const id = await addActivity(title);
    await page.goto('/m/activity');
    const item = card(page, id);
    await expect(item).toContainText(title);
    await expect(item.getByTestId('activity-banner')).toHaveAttribute('src', '/m/banners/welcome.svg');
    await expect(item.getByTestId('activity-period')).toContainText('(Philippine time)');
    await expect(item.getByTestId('activity-status')).toHaveText('In progress');
    // The demo's three: one to apply to, one without applications, one not started yet.
    await expect(page.locator('[data-status="joined"]').first()).toHaveText('Joined');
    await expect(page.locator('[data-status="coming_soon"]').first()).toHaveText('Coming soon');

    await item.tap();
    const detail = page.getByTestId('activity-detail');
    await expect(detail.getByTestId('activity-body')).toContainText(`How ${title} works`);
    await expect(detail.getByTestId('activity-reward')).toContainText('₱35.00');
    await expect(detail.getByTestId('activity-terms')).toContainText(`Terms of ${title}`);
    await expect(detail.getByTestId('activity-rg')).toHaveAttribute('href', '/m/member/responsibleGaming');
    await expect(detail).not.toContainText(/guarantee/i);
    await detail.getByTestId('activity-apply').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R-PROMO-03 R-PROMO-02 R-API-127 a member applies with a comment and an image; applying, then the operator approves (issued) or rejects with a reason', async ({
    page,
  }) => {
    const approved = await addActivity(`Approve me ${tag()}`);
    const refused = await addActivity(`Refuse me ${tag()}`);
    const member = await registerMember(page.request);
    await logIn(page, member);
    await page.goto('/m/activity');

    await card(page, approved).tap();
    const detail = page.getByTestId('activity-detail');
    await detail.getByTestId('activity-apply').tap();
    const comment = detail.getByTestId('activity-comment');
    await comment.fill('x'.repeat(150));
    await expect(detail.getByTestId('activity-counter')).toHaveText('140/140');
    await comment.fill('Deposit ref GC-2291');
    await expect(detail.getByTestId('activity-counter')).toHaveText('19/140');
    await detail.getByTestId('activity-file-input').setInputFiles(PNG);
    await expect(detail.getByTestId('activity-thumb')).toHaveCount(1);
    await detail.getByTestId('activity-submit').tap();
    await expect(page.getByTestId('notice-success')).toContainText('Application sent');
    await expect(detail.getByTestId('activity-status')).toHaveText('Applying');
    await expect(detail.getByTestId('activity-apply')).toHaveCount(0);
    await detail.getByTestId('sheet-close').tap();
    await expect(card(page, approved).getByTestId('activity-status')).toHaveText('Applying');

    await card(page, refused).tap();
    await detail.getByTestId('activity-apply').tap();
    await detail.getByTestId('activity-submit').tap();
    await expect(detail.getByTestId('activity-status')).toHaveText('Applying');
    await detail.getByTestId('sheet-close').tap();

    const list = JSON.parse(await ops('activity', 'applications', '--status', 'applying')) as {
      id: number;
      username: string;
      activityId: number;
      comment: string;
      images: string[];
    }[];
    const mine = list.filter((a) => a.username === member.username);
    const first = mine.find((a) => String(a.activityId) === approved);
    const second = mine.find((a) => String(a.activityId) === refused);
    if (!first || !second) throw new Error('applications not listed');
    expect(first).toMatchObject({ comment: 'Deposit ref GC-2291' });
    expect(first.images).toHaveLength(1);
    await ops('activity', 'approve', String(first.id), '--by', 'e2e');
    await ops('activity', 'reject', String(second.id), '--reason', 'No deposit found', '--by', 'e2e');

    await page.reload();
    await expect(card(page, approved).getByTestId('activity-status')).toHaveText('Reward issued');
    await expect(card(page, refused).getByTestId('activity-status')).toHaveText('Rejected');
    await card(page, refused).tap();
    await expect(detail.getByTestId('activity-reject-reason')).toHaveText('Reason: No deposit found');
  });

  test('R-PROMO-03 refuses a picked gif before any upload', async ({ page }) => {
    const id = await addActivity(`Images ${tag()}`);
    const member = await registerMember(page.request);
    await logIn(page, member);
    await page.goto('/m/activity');
    await card(page, id).tap();
    const detail = page.getByTestId('activity-detail');
    await detail.getByTestId('activity-apply').tap();
    await detail
      .getByTestId('activity-file-input')
      .setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('notice-error').first()).toBeVisible();
    await expect(detail.getByTestId('activity-thumb')).toHaveCount(0);
  });

  test('R-PROMO-01 shows in_no_data without activities, and a failed load offers Retry', async ({ page }) => {
    const listed = JSON.parse(await ops('activity', 'list')) as { id: number; hidden: boolean }[];
    const visible = listed.filter((a) => !a.hidden).map((a) => String(a.id));
    try {
      await ops('activity', 'hide', ...visible);
      await page.goto('/m/activity');
      await expect(page.getByTestId('activity-empty-title')).toHaveText('No data');
    } finally {
      await ops('activity', 'show', ...visible);
    }
    let fail = true;
    await page.route('**/wps/activity/list**', (route) => (fail ? route.abort() : route.continue()));
    await page.reload();
    await expect(page.getByTestId('query-retry')).toBeVisible();
    fail = false;
    await page.getByTestId('query-retry').tap();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
  });

  test('R-MENU-07 R-MSG-09 the side menu leads to the activities, where promotion (PR) announcements are shown', async ({
    page,
  }) => {
    const title = `Promo news ${tag()}`;
    await ops(
      'announcement',
      'add',
      '--type',
      'PR',
      '--lang',
      'EN',
      '--title',
      title,
      '--file',
      file('news.html', `<p>Double rewards this weekend for ${title}</p>`),
    );
    await page.goto('/m/home');
    await page.getByTestId('footer-menu-toggle').tap();
    await expect(page.getByTestId('side-menu-layer')).toHaveAttribute('aria-hidden', 'false');
    // The categories arrive in a chunk of their own and push the entries down; on a busy machine, late.
    await expect(page.getByTestId('menu-categories')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('side-menu').getByRole('link', { name: 'Promotions' }).tap();
    await expect(page).toHaveURL(/\/m\/activity$/);
    const news = page.getByTestId('activity-news-item').filter({ hasText: title });
    await news.locator('summary').tap();
    await expect(news).toContainText(`Double rewards this weekend for ${title}`);
  });
});
