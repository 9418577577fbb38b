// `node scripts/make-icons.mjs`: draws the app icons of the web manifest and the iOS web clip from
// the brand's pearl mark (apps/web/public/logo-mark.svg) with Debian's Chromium, into
// apps/web/public/icons/. The PNGs are committed: run this again only when the mark changes.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from './chromium.mjs';

const out = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const mark = readFileSync(new URL('../apps/web/public/logo-mark.svg', import.meta.url), 'utf8');

// The mark's own background, edge to edge: launchers and iOS round the corners themselves, and a
// maskable icon must fill its square. The pearl sits inside the safe circle (80 %) for maskable.
const fullBleed = (pearlScale) =>
  mark
    .replace('rx="14"', 'rx="0"')
    .replace(/<circle cx="32" cy="32" r="19"/, `<circle cx="32" cy="32" r="${19 * pearlScale}"`)
    .replace(
      /<circle cx="25" cy="25" r="5"/,
      `<circle cx="${32 - 7 * pearlScale}" cy="${32 - 7 * pearlScale}" r="${5 * pearlScale}"`,
    );

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS],
});
const page = await browser.newPage();
for (const { file, size, svg } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true });
  console.log(`${file} ${size}x${size}`);
}
await browser.close();
