import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logIn, type Member, ops, registerMember } from './account-helpers';

const image = (name: string) =>
  readFileSync(new URL(`../../server/test/fixtures/images/${name}`, import.meta.url));

/**
 * Identity verified as a player and the operator do it: the three images uploaded, then approved with
 * `ops kyc approve` (withdrawals need it, issue 16).
 */
export async function verifyIdentity(page: Page, member: Member): Promise<void> {
  const png = { name: 'id.png', mimeType: 'image/png', buffer: image('screenshot.png') };
  const upload = await page.request.put('/wps/protection/kyc', {
    headers: { token: member.token, 'sec-fetch-site': 'same-origin' },
    multipart: { front: png, back: png, selfie: { ...png, name: 'selfie.png' } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const pending = JSON.parse(await ops('kyc', 'list', '--status', 'pending')) as {
    id: number;
    username: string;
  }[];
  const mine = pending.find((row) => row.username === member.username);
  expect(mine).toBeDefined();
  await ops('kyc', 'approve', String(mine?.id));
}

/** A member logged in on the page, identity verified, with `pesos` credited by the operator. */
export async function memberWith(page: Page, pesos: number) {
  const member = await registerMember(page.request);
  if (pesos > 0)
    await ops('wallet', 'adjust', member.username, String(pesos), '--key', `e2e-${member.username}`);
  await verifyIdentity(page, member);
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
