import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS] });
const shots = [
  ['login', 360, 'dark', 'EN'], ['login', 390, 'light', 'EN'], ['register', 360, 'light', 'TY'], ['register', 390, 'dark', 'EN'], ['login', 360, 'dark', 'VI'],
];
for (const [screen, width, theme, language] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await ctx.addInitScript(([t, l]) => { localStorage.setItem('theme', t); localStorage.setItem('language', l); }, [theme, language]);
  const page = await ctx.newPage();
  await page.goto(`http://localhost:8090/m/${screen}`);
  await page.getByTestId('provider-google').waitFor({ timeout: 15000 });
  if (screen === 'register') await page.getByTestId('provider-google').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-${screen}-${width}-${theme}-${language}.png`, fullPage: screen === 'login' });
  await ctx.close();
}
await browser.close();
