import { readFileSync } from 'node:fs';
import { expect, logIn, registerMember, setRegisterCaptcha, test } from './account-helpers';
import { readRouteTable } from './helpers';

const EN_KEYS: string[] = Object.keys(
  JSON.parse(readFileSync(new URL('../src/i18n/EN.json', import.meta.url), 'utf8')),
);

/** Every text, label, placeholder and title on the page that is a message key rather than its text. */
function keysShown(keys: string[]): string[] {
  const known = new Set(keys);
  const shown: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (known.has(text)) shown.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim() ?? '';
      if (known.has(value)) shown.push(`${name}=${value}`);
    }
  }
  return shown;
}

test.beforeAll(() => setRegisterCaptcha(false));

/** The screens with a screen of their own, in slices that spread over the workers. */
const SCREEN_PATHS = readRouteTable()
  .filter((route) => route.hasScreen)
  .map((route) => route.path);
const SLICE = 30;
const SLICES = Array.from({ length: Math.ceil(SCREEN_PATHS.length / SLICE) }, (_, index) =>
  SCREEN_PATHS.slice(index * SLICE, (index + 1) * SLICE),
);

test.describe('R-SYS-19 every screen shows its texts', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test('R-SYS-19 the route table lists the screens', () => {
    expect(SCREEN_PATHS.length).toBeGreaterThan(50);
  });

  // The build sends EN's common texts with the first load and each screen's own with its chunk
  // (apps/web/build/split-messages.ts): a text left out of both would show as its key.
  for (const [index, paths] of SLICES.entries()) {
    test(`R-SYS-19 no screen shows a message key in place of its EN text (${index + 1}/${SLICES.length}: ${paths[0]} …)`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      await logIn(page, member);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(`/m${path}`, { waitUntil: 'networkidle' });
          await expect(page.getByTestId('page-spinner')).toHaveCount(0);
          expect(await page.evaluate(keysShown, EN_KEYS), `/m${path}`).toEqual([]);
        });
      }
    });
  }
});
