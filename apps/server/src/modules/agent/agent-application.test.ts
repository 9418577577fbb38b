import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { agentGet, enableAffiliateRegistration, joinWith } from '../../../test/agents.js';
import { ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { OpsError } from '../../ops/commands.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
});
afterAll(() => t.close());

const CONTACT = { contactName: 'Jose Rizal', contactMobile: '+63 917 123 4567', note: 'Barangay league' };
const apply = (token: string, body: Record<string, unknown> = CONTACT) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/agent/register',
    headers: { ...SAME_ORIGIN, token },
    payload: body,
  });
const state = async (token: string) => (await agentGet(t, token, '/wps/agent/register')).json().value;
const memberType = async (token: string) =>
  (await agentGet(t, token, '/wps/member/info')).json().value.type as number;
const lastAudit = async () =>
  (await t.db.execute(sql`select command, outcome from operator_actions order by id desc limit 1`)).rows[0];

describe('agent application', () => {
  it('R-AGENT-01 R-API-130 a member applies once; the operator approves and the agent role counts from the next call', async () => {
    const member = await joinWith(t);
    expect(await state(member.token)).toEqual({ isAgent: false, application: null });
    const res = await apply(member.token);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as string;
    expect(res.json().value).toMatchObject({ status: 'pending', ...CONTACT, reason: null });
    expect((await apply(member.token)).json()).toMatchObject({ code: 'AGENT_APPLICATION_EXISTS' });
    expect((await agentGet(t, member.token, '/wps/relay/ODSFE2_TeamKPIA')).statusCode).toBe(403);

    const listed = JSON.parse(await ops(t, 'agent', 'list', '--status', 'pending'));
    expect(listed).toContainEqual(
      expect.objectContaining({ id: Number(id), username: member.username, ...CONTACT }),
    );
    expect(await ops(t, 'agent', 'approve', id, '--by', 'ana')).toMatch(/approved/);
    expect(await lastAudit()).toEqual({ command: 'agent approve', outcome: 'done' });

    expect(await memberType(member.token)).toBe(1);
    expect(await state(member.token)).toMatchObject({
      isAgent: true,
      application: { id, status: 'approved' },
    });
    expect((await agentGet(t, member.token, '/wps/relay/ODSFE2_TeamKPIA')).statusCode).toBe(200);
    expect((await apply(member.token)).json().code).toBe('AGENT_APPLICATION_EXISTS');
    await expect(ops(t, 'agent', 'approve', id)).rejects.toThrow(OpsError);
    expect(await lastAudit()).toEqual({ command: 'agent approve', outcome: 'refused' });
  });

  it('R-AGENT-01 a rejection needs a reason, which the member sees; they may apply again', async () => {
    const member = await joinWith(t);
    const id = (await apply(member.token)).json().value.id as string;
    await expect(ops(t, 'agent', 'reject', id)).rejects.toThrow(/--reason/);
    expect(await ops(t, 'agent', 'reject', id, '--reason', 'Please add your Facebook page')).toMatch(
      /rejected/,
    );
    expect(await state(member.token)).toMatchObject({
      isAgent: false,
      application: { status: 'rejected', reason: 'Please add your Facebook page' },
    });
    expect(await memberType(member.token)).toBe(0);
    expect((await apply(member.token)).statusCode).toBe(200);
  });

  it('R-ROLE-17 R-ROLE-01 a trial account may not apply, and is never an agent', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const token = trial.json().value.token as string;
    const res = await apply(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    expect((await agentGet(t, token, '/wps/member/referral')).json().code).toBe('TRIAL_FORBIDDEN');
    expect((await agentGet(t, token, '/wps/relay/ODSFE2_TeamKPIB')).statusCode).toBe(403);
  });

  it('R-AGENT-01 bad contact details are refused with the field, and nothing is stored', async () => {
    const member = await joinWith(t);
    for (const [body, field] of [
      [{ ...CONTACT, contactMobile: 'call me' }, 'contactMobile'],
      [{ ...CONTACT, contactName: ' ' }, 'contactName'],
      [{ ...CONTACT, note: 'x'.repeat(501) }, 'note'],
      [{ ...CONTACT, rebate: 5 }, 'rebate'],
      [{ contactName: 'Jose Rizal' }, 'contactMobile'],
    ] as const) {
      const res = await apply(member.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.field).toBe(field);
    }
    expect(await state(member.token)).toEqual({ isAgent: false, application: null });
    expect((await apply('', CONTACT)).statusCode).toBe(401);
  });

  it('R-ROLE-18 a player calling the agent endpoints gets 403 no permission', async () => {
    const player = await joinWith(t);
    for (const url of [
      '/wps/relay/ODSFE2_TeamKPIA',
      '/wps/relay/ODSFE2_TeamKPIB',
      '/wps/relay/ODSFE2_Subordinate',
      '/wps/relay/ODSFE2_MemPNL',
      '/wps/agent/downlines',
      `/wps/agent/downline?memberId=${player.memberId}`,
    ]) {
      const res = await agentGet(t, player.token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    }
  });

  it('R-SYS-30 a module switched off refuses its calls and shows as off in the settings', async () => {
    const agent = await joinWith(t);
    await ops(t, 'agent', 'approve', (await apply(agent.token)).json().value.id);
    await ops(t, 'setting', 'set', 'modules', '{"PERSPNL3":false}');
    try {
      expect((await agentGet(t, agent.token, '/wps/relay/ODSFE2_MemPNL')).statusCode).toBe(403);
      expect((await agentGet(t, agent.token, '/wps/relay/ODSFE2_TeamKPIA')).statusCode).toBe(200);
      const settings = (await agentGet(t, '', '/wps/system/settings/consolidated')).json().value;
      expect(settings.modules).toMatchObject({ PERSPNL3: false, AGEINFO3: true, AGEDOWNMAN3: true });
    } finally {
      await ops(t, 'setting', 'set', 'modules', '{}');
    }
  });
});
