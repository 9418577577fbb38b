import { expect, logIn, ops, registerMember, setRegisterCaptcha, test } from './account-helpers';

/** Demo prize table (apps/server/src/db/seed/demo.ts): its chances sum to 100%, so every spin wins. */
const DEMO_PRIZES = ['₱5.00', '₱20.00', '₱100.00', '₱500.00', '₱2,000.00'];

test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  // New members start at VIP 0: open the wheel from level 0, one spin a day.
  await ops('setting', 'set', 'wheel', JSON.stringify({ fromLevel: 0, spinsPerDay: 1 }));
});

test.describe('provably fair VIP Wheel', () => {
  test('R-PROMO-10 H-3 spins with the published hash, shows the prize, and the verify page says it matches', async ({
    page,
  }) => {
    await logIn(page, await registerMember(page.request));
    await page.goto('/m/rewardCenter');
    const wheel = page.getByTestId('wheel-section');
    await expect(wheel.getByTestId('wheel-spins-left')).toHaveText('Spins left today: 1 of 1');
    await expect(wheel.getByTestId('wheel-odds').locator('tbody tr')).toHaveCount(5);
    await expect(wheel.getByTestId('wheel-odds').locator('tbody tr').first()).toContainText('55%');
    const hash = (await wheel.getByTestId('wheel-hash').textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    await wheel.getByTestId('wheel-client-seed').fill('my-lucky-seed');
    await wheel.getByTestId('wheel-spin').tap();
    const result = wheel.getByTestId('wheel-result');
    await expect(result).toBeVisible({ timeout: 10_000 });
    await expect(result).toHaveAttribute('data-won', 'true');
    const won = (await result.getByTestId('wheel-result-title').textContent()) ?? '';
    expect(
      DEMO_PRIZES.some((prize) => won.includes(prize)),
      won,
    ).toBe(true);
    await expect(result).toContainText('waits in the receiving centre');
    // The next spin is committed at once, and today's spin is used up.
    await expect(wheel.getByTestId('wheel-hash')).not.toHaveText(hash);
    await expect(wheel.getByTestId('wheel-spin')).toBeDisabled();
    await expect(wheel.getByTestId('wheel-blocked')).toHaveText('No spins left today. Come back tomorrow.');

    await result.getByTestId('wheel-verify-link').tap();
    await expect(page).toHaveURL(/\/m\/rewardCenter\/wheel\?spin=\d+$/);
    await expect(page.getByTestId('wheel-verify-hash')).toHaveValue(hash);
    await expect(page.getByTestId('wheel-verify-client')).toHaveValue('my-lucky-seed');
    await expect(page.getByTestId('wheel-check-hash')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('wheel-check-result')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('wheel-verdict')).toHaveText(
      'Matches: this spin was drawn from the seed committed before it.',
    );
    await expect(page.getByTestId('wheel-spin-pick')).toHaveCount(1);

    // Another seed than the one committed does not match: the check is real.
    await page.getByTestId('wheel-verify-seed').fill('0'.repeat(64));
    await expect(page.getByTestId('wheel-check-hash')).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('wheel-verdict')).toHaveText(
      'Does not match: these values do not give the recorded result.',
    );
  });

  test('R-PROMO-10 the verify page of a member without spins says how to get one', async ({ page }) => {
    await logIn(page, await registerMember(page.request));
    await page.goto('/m/rewardCenter/wheel');
    await expect(page.getByTestId('wheel-verify-empty')).toContainText('No spins yet.');
  });
});
