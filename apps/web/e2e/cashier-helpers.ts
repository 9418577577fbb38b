import type { Page } from '@playwright/test';
import { expect, logIn, ops, registerMember } from './account-helpers';

/** A member logged in on the page, with `pesos` credited by the operator. */
export async function memberWith(page: Page, pesos: number) {
  const member = await registerMember(page.request);
  if (pesos > 0)
    await ops('wallet', 'adjust', member.username, String(pesos), '--key', `e2e-${member.username}`);
  await logIn(page, member);
  return member;
}

/** What waits for the operator, oldest first (`npm run ops -- deposit|withdraw list`). */
export const pendingOf = async (kind: 'deposit' | 'withdraw') =>
  JSON.parse(await ops(kind, 'list')) as { id: number; username?: string; amount?: number }[];

/** Sets the payment password from the withdraw screen, where a member without one is sent first. */
export async function setPaymentPassword(page: Page, password: string): Promise<void> {
  await page.getByTestId('payment-password-set').tap();
  const sheet = page.getByTestId('payment-sheet');
  await sheet.getByLabel('New payment password', { exact: true }).fill(password);
  await sheet.getByLabel('Confirm payment password', { exact: true }).fill(password);
  await sheet.getByTestId('payment-save').tap();
  await expect(page.getByTestId('withdraw-summary')).toBeVisible();
}

/** Adds a GCash payout account in the member's name on the withdraw screen. */
export async function addGcashCard(page: Page, mobile: string, name: string): Promise<void> {
  await page.getByTestId('card-add').tap();
  await page.getByTestId('card-number').fill(mobile);
  await page.getByTestId('card-name').fill(name);
  await page.getByTestId('card-save').tap();
  await expect(page.getByTestId('payout-card')).toContainText(`•••• ${mobile.slice(-4)}`);
}
