import type { Page } from '@playwright/test';
import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asMember } from './games-helpers';

/**
 * Every control a thumb can reach is at least 44×44 CSS pixels on a 360 px phone (issue 19, WCAG
 * 2.5.5). A checkbox counts with its label, which toggles it too; links inside running text (help
 * articles, terms) keep the inline-link exception of WCAG 2.5.8.
 */
const GUEST_SCREENS = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/rng',
  '/m/help',
  '/m/vip',
  '/m/message',
  '/m/inviteFriends',
  '/m/agentRegister',
];
const MEMBER_SCREENS = [
  '/m/home',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/activity',
  '/m/app',
  '/m/inviteFriends',
  '/m/agentRegister',
];

/** "tag.class [testid] text: W×H" for every visible control smaller than 44×44. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=switch], [role=checkbox]',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (control.closest('.rich-text')) continue;
      const boxes = [control.getBoundingClientRect()];
      if (control instanceof HTMLInputElement && control.labels)
        for (const label of control.labels) boxes.push(label.getBoundingClientRect());
      const width = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
      const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
      // Sub-pixel layout can put a 44 px box at 43.99.
      if (width >= 43.5 && height >= 43.5) continue;
      const name = (control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 24);
      small.push(
        `${control.tagName.toLowerCase()}.${[...control.classList].join('.')} [${control.dataset.testid ?? ''}] "${name}": ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return small;
  });
}

async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 360, height: 800 } });
test.beforeAll(() => setRegisterCaptcha(false));

test.describe('every touch target is at least 44 × 44 px at 360 px', () => {
  for (const path of GUEST_SCREENS) {
    test(`guest ${path}`, async ({ page }) => {
      await openSettled(page, path);
      expect(await smallTargets(page)).toEqual([]);
    });
  }
  for (const path of MEMBER_SCREENS) {
    test(`member ${path}`, async ({ page, request }) => {
      await asMember(page, request);
      await openSettled(page, path);
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});
