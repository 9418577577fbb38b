import { sql } from 'drizzle-orm';
import { runOpsCommand } from '../src/ops/commands.js';
import { freshIp, registerBody, SAME_ORIGIN, uniqueName } from './accounts.js';
import type { TestApp } from './harness.js';

/** Registration with the captcha off and the affiliate code field on, as an operator with agents sets it. */
export async function enableAffiliateRegistration(t: TestApp) {
  await runOpsCommand(t.db, [
    'setting',
    'set',
    'registerFields',
    JSON.stringify({
      captcha: { enabled: false, required: false, regExp: null },
      affiliateCode: { enabled: true, required: false, regExp: null },
    }),
  ]);
}

export interface TreeMember {
  username: string;
  token: string;
  memberId: number;
  code: string;
}

/** A member registered through the web's call, with `code` as its invite code when given. */
export async function joinWith(t: TestApp, code?: string, domain = 'perlaplay.ph'): Promise<TreeMember> {
  const username = uniqueName('m');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
    payload: registerBody(username, undefined, { affiliateCode: code ?? '', domain }),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const row = await t.db.execute<{ id: string; affiliate_code: string }>(
    sql`select id, affiliate_code from members where username = ${username}`,
  );
  return {
    username,
    token: res.json().value.token as string,
    memberId: Number(row.rows[0]?.id),
    code: String(row.rows[0]?.affiliate_code),
  };
}

/** Makes a member an agent the way the operator does: an application, then `agent approve`. */
export async function approvedAgent(t: TestApp, member: TreeMember) {
  const applied = await t.app.inject({
    method: 'POST',
    url: '/wps/agent/register',
    headers: { ...SAME_ORIGIN, token: member.token },
    payload: { contactName: 'Maria Santos', contactMobile: '+63 917 555 0101', note: 'I run a team' },
  });
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.body}`);
  await runOpsCommand(t.db, ['agent', 'approve', applied.json().value.id, '--by', 'test']);
  return member;
}

export const agentGet = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { token } });
