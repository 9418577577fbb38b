import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, freshIp, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { saveAnnouncement } from '../content/index.js';
import { writeFlag, writeSetting } from '../system/index.js';
import { sendInboxMessage, setChatUnread } from './index.js';

let t: TestApp;
const alice = { name: '', token: '' };
const bob = { name: '', token: '' };
let trial: string;
beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  await t.db.execute(sql`delete from announcements`);
  for (const who of [alice, bob]) {
    const m = await registerMember(t);
    who.name = m.username;
    who.token = m.token;
  }
  const freeplay = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
    payload: { moduleId: 0 },
  });
  trial = freeplay.json().value.token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? { token } : {} });
const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, token: string) =>
  t.app.inject({ method, url, headers: { ...SAME_ORIGIN, token }, payload: payload as object });
const value = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const inbox = async (token: string, page = 1) =>
  (await value(`/wps/relay/MCSFE_getInbox?pageNum=${page}`, token)) as {
    list: { messageId: number; title: string; content: string; read: boolean }[];
    totalPages: number;
  };
const counts = (token: string) => value('/wps/relay/CSP_unreadCount?language=EN', token);
const read = (id: number | string, token: string) =>
  send('POST', '/wps/relay/MCSFE_readInboxMessage', { messageId: id }, token);
const remove = (id: number | string, token: string) =>
  send('DELETE', '/wps/relay/MCSFE_deleteInboxMessage', { messageId: id }, token);
const memberType = (name: string, type: number) =>
  t.db.execute(sql`update members set type = ${type} where username = ${name}`);

describe('inbox', () => {
  it('R-MSG-11 lists only the member’s own and group messages, newest first, and stores a broadcast once', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from inbox_messages`);
    await sendInboxMessage(t.db, { audience: 'member', username: alice.name, title: 'For Alice' });
    await sendInboxMessage(t.db, { audience: 'all', title: 'For everyone' });
    await sendInboxMessage(t.db, { audience: 'type', memberType: 1, title: 'For agents' });
    await sendInboxMessage(t.db, { audience: 'vip', minVipLevel: 3, title: 'For VIP 3+' });
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from inbox_messages`);
    expect(Number(after.rows[0]?.n) - Number(before.rows[0]?.n)).toBe(4);
    expect((await inbox(alice.token)).list.map((m) => m.title)).toEqual(['For everyone', 'For Alice']);
    expect((await inbox(bob.token)).list.map((m) => m.title)).toEqual(['For everyone']);
    await memberType(bob.name, 1);
    await t.db.execute(sql`update members set vip_level = 4 where username = ${bob.name}`);
    expect((await inbox(bob.token)).list.map((m) => m.title)).toEqual([
      'For VIP 3+',
      'For agents',
      'For everyone',
    ]);
    await memberType(bob.name, 0);
    await t.db.execute(sql`update members set vip_level = 0 where username = ${bob.name}`);
  });

  it('R-MSG-11 a new account does not inherit group messages sent before it joined', async () => {
    const late = await registerMember(t);
    const titles = (await inbox(late.token)).list.map((m) => m.title);
    expect(titles).not.toContain('For everyone');
    await sendInboxMessage(t.db, { audience: 'member', username: late.username, title: 'Welcome' });
    expect((await inbox(late.token)).list.map((m) => m.title)).toEqual(['Welcome']);
  });

  it('R-MSG-11 R-API-77 reading lowers the inbox counter; reading twice is harmless', async () => {
    const start = (await counts(alice.token)).inboxUnreadCount as number;
    expect(start).toBe(2);
    const [first] = (await inbox(alice.token)).list;
    expect(first?.read).toBe(false);
    for (let i = 0; i < 2; i++)
      expect((await read(first?.messageId as number, alice.token)).json().value).toEqual({ success: true });
    expect((await counts(alice.token)).inboxUnreadCount).toBe(1);
    expect((await inbox(alice.token)).list[0]?.read).toBe(true);
    // Alice's mark on the broadcast is hers alone.
    expect((await inbox(bob.token)).list[0]).toMatchObject({ messageId: first?.messageId, read: false });
  });

  it('R-MSG-11 deleting hides the message for that member only, and a deleted message cannot be read again', async () => {
    const broadcast = (await inbox(alice.token)).list.find((m) => m.title === 'For everyone');
    const id = broadcast?.messageId as number;
    expect((await remove(id, alice.token)).statusCode).toBe(200);
    expect((await inbox(alice.token)).list.map((m) => m.title)).toEqual(['For Alice']);
    expect((await inbox(bob.token)).list.map((m) => m.title)).toContain('For everyone');
    expect((await read(id, alice.token)).statusCode).toBe(404);
    expect((await remove(id, alice.token)).statusCode).toBe(404);
  });

  it('S-20 a member can never read, mark or delete another member’s message', async () => {
    const own = (await inbox(alice.token)).list.find((m) => m.title === 'For Alice');
    const id = own?.messageId as number;
    expect((await inbox(bob.token)).list.map((m) => m.messageId)).not.toContain(id);
    for (const res of [
      await read(id, bob.token),
      await remove(id, bob.token),
      await read(999_999, bob.token),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'messageId' } });
    }
    const marks = await t.db.execute(sql`select 1 from inbox_message_states where message_id = ${id}`);
    expect(marks.rows).toHaveLength(0);
    // Alice's message is untouched by Bob's attempts.
    expect((await inbox(alice.token)).list.find((m) => m.messageId === id)?.read).toBe(false);
  });

  it('S-24 stores operator HTML in inbox messages only after sanitising it', async () => {
    await sendInboxMessage(t.db, {
      audience: 'member',
      username: bob.name,
      title: 'Bonus',
      content:
        '<p onclick="steal()">Hi <b>there</b></p><script>steal()</script><img src=x onerror=alert(1)><a href="javascript:x()">go</a>',
    });
    const message = (await inbox(bob.token)).list.find((m) => m.title === 'Bonus');
    expect(message?.content).toContain('<b>there</b>');
    expect(message?.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('R-MSG-11 pages by 20 and a page past the end is empty', async () => {
    const carol = await registerMember(t);
    for (let i = 0; i < 21; i++) {
      await sendInboxMessage(t.db, { audience: 'member', username: carol.username, title: `Note ${i}` });
    }
    const first = await inbox(carol.token);
    expect(first.list).toHaveLength(20);
    expect(first.totalPages).toBe(2);
    expect(first.list[0]?.title).toBe('Note 20');
    expect((await inbox(carol.token, 2)).list.map((m) => m.title)).toEqual(['Note 0']);
    expect((await inbox(carol.token, 3)).list).toEqual([]);
  });

  it('R-API-129 the REST paths page the inbox, give one message and mark it read', async () => {
    const dana = await registerMember(t);
    for (const title of ['First', 'Second'])
      await sendInboxMessage(t.db, { audience: 'member', username: dana.username, title });
    const page = await value('/wps/inbox?pageNum=1', dana.token);
    expect(page).toEqual(await inbox(dana.token));
    const newest = page.list.find((m: { title: string }) => m.title === 'Second');
    expect(await value(`/wps/inbox/${newest.messageId}`, dana.token)).toEqual(newest);

    const unread = (await counts(dana.token)).inboxUnreadCount as number;
    const marked = await send('POST', `/wps/inbox/${newest.messageId}/read`, undefined, dana.token);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await counts(dana.token)).inboxUnreadCount).toBe(unread - 1);
    expect(await value(`/wps/inbox/${newest.messageId}`, dana.token)).toMatchObject({ read: true });

    // Another member's message, or none: the same 404, and nothing is marked (S-20).
    for (const res of [
      await get(`/wps/inbox/${newest.messageId}`, bob.token),
      await send('POST', `/wps/inbox/${newest.messageId}/read`, undefined, bob.token),
      await get('/wps/inbox/999999', dana.token),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await get('/wps/inbox/abc', dana.token)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('R-MSG-10 R-ROLE-17 guests get 401 and trial accounts 403 free_reject on every inbox call', async () => {
    for (const res of [
      await get('/wps/relay/MCSFE_getInbox'),
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_readInboxMessage',
        headers: SAME_ORIGIN,
        payload: { messageId: 1 },
      }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    for (const res of [
      await get('/wps/relay/MCSFE_getInbox', trial),
      await read(1, trial),
      await remove(1, trial),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'free_reject' });
    }
  });
});

describe('notices, popular announcements and the announcement counter', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.player = (await saveAnnouncement(t.db, {
      type: 'PL',
      language: 'EN',
      title: 'Player news',
      position: 1,
    })) as number;
    ids.agent = (await saveAnnouncement(t.db, {
      type: 'A',
      language: 'EN',
      title: 'Agent news',
      position: 2,
    })) as number;
    ids.popupLate = (await saveAnnouncement(t.db, {
      type: 'PU',
      language: 'EN',
      title: 'Pop 2',
      position: 5,
    })) as number;
    ids.popupFirst = (await saveAnnouncement(t.db, {
      type: 'PU',
      language: 'EN',
      title: 'Pop 1',
      position: 3,
    })) as number;
  });

  it('R-API-78 R-MSG-09 notices are PL for everyone and also A for agents, with own read marks', async () => {
    const titles = async (token?: string) =>
      ((await value('/wps/relay/MCSFE_getNotices?language=EN', token)).list as { title: string }[]).map(
        (n) => n.title,
      );
    expect(await titles()).toEqual(['Player news']);
    expect(await titles(alice.token)).toEqual(['Player news']);
    await memberType(bob.name, 1);
    expect(await titles(bob.token)).toEqual(['Player news', 'Agent news']);
    await memberType(bob.name, 0);
  });

  it('R-API-77 R-MSG-06 the announcement counter falls when a notice is marked read, for that member only', async () => {
    expect((await counts(alice.token)).announcementUnreadCount).toBe(1);
    const mark = await send(
      'POST',
      '/wps/relay/MCSFE_markAnnouncementAsRead',
      { announcementId: ids.player, read: true },
      alice.token,
    );
    expect(mark.statusCode).toBe(200);
    expect((await counts(alice.token)).announcementUnreadCount).toBe(0);
    expect((await counts(bob.token)).announcementUnreadCount).toBe(1);
    const notice = (await value('/wps/relay/MCSFE_getNotices?language=EN', alice.token)).list[0];
    expect(notice).toMatchObject({ id: ids.player, announcementId: ids.player, read: true });
  });

  it('R-API-79 popular announcements are the PU items in display order', async () => {
    const list = (await value('/wps/relay/MCSFE_getPopularAnnouncements?language=EN')).list as {
      title: string;
    }[];
    expect(list.map((a) => a.title)).toEqual(['Pop 1', 'Pop 2']);
  });
});

describe('chat and the chat counter', () => {
  const launch = (token: string, backUrl = '/m/message', language = 'zh-CN') =>
    get(
      `/wps/relay/CBS_launchChat?b2c=1&language=${language}&backUrl=${encodeURIComponent(backUrl)}&headerColor=%23112233&title=Chat&module=CBS3`,
      token,
    );

  it('R-API-77 R-API-81 R-ROLE-08 the chat count is 0 while CBS3 is off and for trial accounts', async () => {
    await setChatUnread(t.db, alice.name, 7);
    await writeFlag(t.db, 'CBS3', false);
    expect((await counts(alice.token)).chatUnreadCount).toBe(0);
    expect(await value('/wps/relay/CBS_unreadCount?module=CBS3', alice.token)).toEqual({ unreadCount: 0 });
    await writeFlag(t.db, 'CBS3', true);
    expect((await counts(alice.token)).chatUnreadCount).toBe(7);
    expect(await value('/wps/relay/CBS_unreadCount', alice.token)).toEqual({ unreadCount: 7 });
    expect(await value('/wps/relay/CBS_unreadCount', bob.token)).toEqual({ unreadCount: 0 });
    expect(await counts(trial)).toMatchObject({ chatUnreadCount: 0, inboxUnreadCount: 0 });
    expect((await get('/wps/relay/CBS_unreadCount', trial)).statusCode).toBe(403);
    expect((await get('/wps/relay/CSP_unreadCount')).statusCode).toBe(401);
  });

  it('R-API-80 R-MSG-12 fills the operator’s URL template with member, CN-normalised language and back URL', async () => {
    await writeFlag(t.db, 'CBS3', true);
    await writeSetting(t.db, 'liveChat', {
      urlTemplate: 'https://chat.example.com/start?u={member}&lang={language}&back={backUrl}',
      models: [],
    });
    const chatUrl = new URL(
      (
        await value(
          '/wps/relay/CBS_launchChat?b2c=1&language=zh-CN&backUrl=%2Fm%2Fmessage&module=CBS3',
          alice.token,
        )
      ).chatUrl,
    );
    expect(chatUrl.origin).toBe('https://chat.example.com');
    expect(chatUrl.searchParams.get('u')).toBe(alice.name);
    expect(chatUrl.searchParams.get('lang')).toBe('CN');
    expect(chatUrl.searchParams.get('back')).toBe('/m/message');
    const absolute = await launch(alice.token, 'http://localhost:80/m/home', 'ty');
    expect(absolute.statusCode, absolute.body).toBe(200);
  });

  it('R-API-80 refuses guests (401), trial accounts (403 free_reject), another site as back URL, CBS3 off and no template', async () => {
    expect((await launch('')).statusCode).toBe(401);
    const refused = await launch(trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'free_reject' });
    const foreign = await launch(alice.token, 'https://evil.example/steal');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ value: { field: 'backUrl' } });
    await writeFlag(t.db, 'CBS3', false);
    expect((await launch(alice.token)).json()).toMatchObject({ code: 'NO_PERMISSION' });
    await writeFlag(t.db, 'CBS3', true);
    await writeSetting(t.db, 'liveChat', null);
    expect((await launch(alice.token)).json()).toMatchObject({ code: 'URL_EMPTY' });
  });

  it('R-API-82 R-MSG-19 lists the operator’s live-stream hosts only while CBS3 is on', async () => {
    const models = [{ name: 'Mika', avatarUrl: 'https://cdn.example.com/mika.png', online: true }];
    await writeSetting(t.db, 'liveChat', { urlTemplate: 'https://chat.example.com/{member}', models });
    await writeFlag(t.db, 'CBS3', true);
    expect(await value('/wps/relay/CBS_modelList?module=CBS3')).toEqual({ list: models });
    await writeFlag(t.db, 'CBS3', false);
    expect(await value('/wps/relay/CBS_modelList?module=CBS3')).toEqual({ list: [] });
  });
});
