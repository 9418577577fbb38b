import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logIn, ops, registerMember, setRegisterCaptcha, test } from './account-helpers';

const fixture = (name: string) =>
  readFileSync(new URL(`../../server/test/fixtures/images/${name}`, import.meta.url));
const PNG = { name: 'lobby.png', mimeType: 'image/png', buffer: fixture('screenshot.png') };
const JPEG = { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') };

/** One of the error notices on screen (several can be stacked). */
const errorNotice = (page: Page, text: string) => page.getByTestId('notice-error').filter({ hasText: text });

/** Counts the feedback calls the page makes, to prove a refused file never leaves the phone. */
function countUploads(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/feedback') seen.count += 1;
  });
  return seen;
}

test.beforeAll(async () => {
  await setRegisterCaptcha(false);
});

test('R-NAV-11 R-HELP-09 R-HELP-10 R-HELP-11 picks images, shows thumbnails, removes one and sends', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await logIn(page, member);
  await page.goto('/m/feedback');
  const content = page.getByTestId('feedback-content');
  await content.fill('The fishing games freeze after a win 🎣');
  await expect(page.getByTestId('feedback-counter')).toHaveText('38/140');
  await page.getByTestId('feedback-type-problem').tap();
  await expect(page.getByTestId('feedback-type-problem')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('feedback-file-input').setInputFiles([PNG, JPEG, { ...PNG, name: 'second.png' }]);
  const thumbs = page.getByTestId('feedback-thumb');
  await expect(thumbs).toHaveCount(3);
  for (const img of await thumbs.locator('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  // Three is the most: the tile to add more goes away.
  await expect(page.getByTestId('feedback-add')).toHaveCount(0);
  await thumbs.nth(1).getByTestId('feedback-thumb-remove').tap();
  await expect(thumbs).toHaveCount(2);
  await expect
    .poll(() => thumbs.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))))
    .toEqual(['lobby.png', 'second.png']);
  await expect(page.getByTestId('feedback-add')).toBeVisible();

  await page.getByTestId('feedback-submit').tap();
  await expect(page.getByTestId('notice-success')).toHaveText('Thank you! Your feedback has been sent.');
  await expect(content).toHaveValue('');
  await expect(thumbs).toHaveCount(0);
  await expect(page.getByTestId('feedback-counter')).toHaveText('0/140');

  const list = JSON.parse(await ops('feedback', 'list', '--limit', '5'));
  expect(list[0]).toMatchObject({
    username: member.username,
    type: 'problem',
    content: 'The fishing games freeze after a win 🎣',
    images: 2,
  });
});

test('R-HELP-10 refuses an oversize file and a GIF in the browser, before any upload', async ({
  page,
  request,
}) => {
  await logIn(page, await registerMember(request));
  await page.goto('/m/feedback');
  const uploads = countUploads(page);
  const input = page.getByTestId('feedback-file-input');

  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(errorNotice(page, 'Each image must be 5 MB or smaller')).toBeVisible();
  await input.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(errorNotice(page, 'Only PNG or JPG images can be attached')).toBeVisible();
  await expect(page.getByTestId('feedback-thumb')).toHaveCount(0);

  await input.setInputFiles([PNG, JPEG, PNG, JPEG]);
  await expect(errorNotice(page, 'You can attach at most 3 images')).toBeVisible();
  await expect(page.getByTestId('feedback-thumb')).toHaveCount(3);
  expect(uploads.count).toBe(0);
});

test('R-HELP-11 S-23 shows the server message when a file only pretends to be an image', async ({
  page,
  request,
}) => {
  await logIn(page, await registerMember(request));
  await page.goto('/m/feedback');
  await page.getByTestId('feedback-content').fill('See the attached screenshot');
  const disguised = {
    name: 'shot.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  };
  await page.getByTestId('feedback-file-input').setInputFiles(disguised);
  await page.getByTestId('feedback-submit').tap();
  await expect(errorNotice(page, 'Only PNG or JPG images can be attached')).toBeVisible();
  // A failure keeps what the player wrote, so they can fix it and send again.
  await expect(page.getByTestId('feedback-content')).toHaveValue('See the attached screenshot');
});

test('R-HELP-12 a guest who sends feedback goes to /m/login', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page.getByTestId('feedback-screen')).toBeVisible();
  await page.getByTestId('feedback-content').fill('Hello');
  await page.getByTestId('feedback-submit').tap();
  await expect(page).toHaveURL(/\/m\/login$/);
});
