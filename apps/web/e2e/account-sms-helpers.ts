import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { freshIp, ops, PASSWORD, uniqueName } from './account-helpers';

/** A Philippine mobile number (10 digits, 9…) no other test uses: the SMS caps are per number. */
export const uniqueMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

const sameOrigin = (ip: string) => ({ 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ip });

export interface MobileMember {
  username: string;
  password: string;
  mobile: string;
  token: string;
}

/** A member with a bound +63 number, registered by name through the API (the number is optional there). */
export async function registerWithMobile(request: APIRequestContext, ip = freshIp()): Promise<MobileMember> {
  const username = uniqueName();
  const mobile = uniqueMobile();
  const response = await request.put('/wps/member/register', {
    headers: sameOrigin(ip),
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: mobile,
      countryDialingCode: '63',
      agreeTerms: true,
      birthDate: '1990-05-17',
      notRestrictedPerson: true,
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { username, password: PASSWORD, mobile, token: body.value.token as string };
}

/** Binds an email to the member through the member-centre API. */
export async function bindEmail(request: APIRequestContext, token: string, email: string): Promise<void> {
  const response = await request.post('/wps/member/info/email', {
    headers: { ...sameOrigin(freshIp()), token },
    data: { email },
  });
  expect(await response.json()).toMatchObject({ success: true });
}

/** The code last texted to +63 `mobile`, from the SMS outbox (`npm run ops -- outbox sms`). */
export async function readSmsCode(mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const rows = JSON.parse(await ops('outbox', 'sms', '--limit', '50')) as {
      recipient: string;
      body: string;
    }[];
    const row = rows.find((r) => r.recipient === `63${mobile}`);
    code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The reset link last emailed to `email`, from the email outbox. */
export async function readResetLink(email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const rows = JSON.parse(await ops('outbox', 'email', '--limit', '50')) as {
      recipient: string;
      body: string;
    }[];
    const row = rows.find((r) => r.recipient === email);
    link = /https?:\/\/\S+resetToken=[\w-]+/.exec(row?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

/** Reads a whitelabel flag, sets it, and returns a function that puts it back. */
export async function withFlag(flag: string, on: boolean): Promise<() => Promise<void>> {
  const flags = JSON.parse(await ops('flag', 'list')) as { key: string; enabled: boolean }[];
  const was = flags.find((f) => f.key === flag)?.enabled ?? false;
  await ops('flag', 'set', flag, on ? 'on' : 'off');
  return async () => {
    await ops('flag', 'set', flag, was ? 'on' : 'off');
  };
}

/** Opens /m/login in SMS mode. */
export async function openSmsLogin(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByTestId('login-mode-sms').tap();
  await expect(page.getByTestId('login-form')).toHaveAttribute('data-mode', 'sms');
}
