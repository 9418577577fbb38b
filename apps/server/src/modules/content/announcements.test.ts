import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { saveAnnouncement, saveNews } from './index.js';

let t: TestApp;
let alice: string;
let bob: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  // Only this file's own items: the demo seed's are removed first.
  await t.db.execute(sql`delete from announcements`);
  await t.db.execute(sql`delete from lobby_news`);
  alice = (await registerMember(t)).token;
  bob = (await registerMember(t)).token;
  const hour = 3_600_000;
  ids.marquee = (await saveAnnouncement(t.db, {
    type: 'A',
    language: 'EN',
    title: 'Marquee EN',
    position: 2,
  })) as number;
  ids.banner = (await saveAnnouncement(t.db, {
    type: 'B',
    groupName: 'm_home',
    language: 'EN',
    title: 'Welcome',
    content: '<p onclick="x()">Hi</p><script>bad()</script>',
    imageUrl: '/m/banners/welcome.svg',
    url: '/m/activity',
    position: 1,
  })) as number;
  ids.reg = (await saveAnnouncement(t.db, {
    type: 'B',
    groupName: 'm_reg',
    language: 'EN',
    title: 'Join',
  })) as number;
  ids.ended = (await saveAnnouncement(t.db, {
    type: 'A',
    language: 'EN',
    title: 'Old',
    endsAt: new Date(Date.now() - hour),
  })) as number;
  ids.future = (await saveAnnouncement(t.db, {
    type: 'A',
    language: 'EN',
    title: 'Soon',
    startsAt: new Date(Date.now() + hour),
  })) as number;
  ids.off = (await saveAnnouncement(t.db, {
    type: 'A',
    language: 'EN',
    title: 'Off',
    enabled: false,
  })) as number;
  ids.tagalog = (await saveAnnouncement(t.db, { type: 'A', language: 'TY', title: 'Balita' })) as number;
  await saveNews(t.db, {
    language: 'EN',
    title: 'News one',
    content: '<b>bold</b><img src=x onerror=y>',
    publishedAt: new Date(Date.now() - hour),
  });
  await saveNews(t.db, { language: 'EN', title: 'News two' });
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, token?: string) => {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    headers: token ? { token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as {
    id: number;
    title: string;
    read: boolean;
    content: string;
    groupName: string | null;
  }[];
};
const markRead = (announcementId: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_markAnnouncementAsRead',
    headers: { ...SAME_ORIGIN, ...(token ? { token } : {}) },
    payload: { announcementId, read: true },
  });

describe('MCSFE_getListAnnouncements', () => {
  it('R-API-74 R-HOME-38 lists only current announcements of the asked types and group, in position order', async () => {
    const all = await list('types=B,PL,PU,H,A&groupName=&platform=M');
    expect(all.map((a) => a.title)).toEqual(['Join', 'Welcome', 'Marquee EN']);
    expect((await list('types=B&groupName=m_home')).map((a) => a.title)).toEqual(['Welcome']);
    expect((await list('types=B&groupName=m_reg&platform=M&merchantCode=x')).map((a) => a.title)).toEqual([
      'Join',
    ]);
    expect((await list('types=PU')).length).toBe(0);
  });

  it('S-24 R-API-74 stores announcement and news HTML sanitised', async () => {
    const [banner] = await list('types=B&groupName=m_home');
    expect(banner?.content).toBe('<p>Hi</p>');
    const news = (await t.app.inject({ url: '/wps/relay/GLS2_lobbyNews?language=EN' })).json().value.list;
    expect(news.map((n: { title: string }) => n.title)).toEqual(['News two', 'News one']);
    expect(news[1].content).toBe('<b>bold</b><img src="x" />');
  });

  it('R-API-11 R-API-76 a language with items gets its own, another falls back to EN', async () => {
    expect((await list('types=A&language=TY')).map((a) => a.title)).toEqual(['Balita']);
    expect((await list('types=A&language=JA')).map((a) => a.title)).toEqual(['Marquee EN']);
    const news = (await t.app.inject({ url: '/wps/relay/GLS2_lobbyNews?language=VI' })).json().value.list;
    expect(news).toHaveLength(2);
  });

  it('R-API-75 R-MSG-06 S-20 read marks are per member, idempotent; guests read all false', async () => {
    for (let i = 0; i < 2; i++)
      expect((await markRead(ids.banner, alice)).json().value).toEqual({ success: true });
    expect((await markRead(String(ids.marquee), alice)).statusCode).toBe(200);
    const mine = await list('types=B,A', alice);
    expect(
      mine
        .filter((a) => a.read)
        .map((a) => a.title)
        .sort(),
    ).toEqual(['Marquee EN', 'Welcome']);
    expect((await list('types=B,A', bob)).every((a) => !a.read)).toBe(true);
    expect((await list('types=B,A')).every((a) => !a.read)).toBe(true);
    expect((await list(`types=B,A&token=${alice}`)).some((a) => a.read)).toBe(true);
    // A stale token is a guest here, not an error: the public list still shows.
    expect((await list('types=B,A', 'stale-token')).every((a) => !a.read)).toBe(true);
  });

  it('R-API-75 mark-read needs a session and a known id', async () => {
    expect((await markRead(ids.banner)).statusCode).toBe(401);
    const unknown = await markRead(99_999, alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'announcementId' } });
    // Past PostgreSQL's integer: no announcement has such an id, and the database is never asked.
    for (const tooLarge of [2_147_483_648, '999999999999']) {
      const res = await markRead(tooLarge, alice);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'announcementId' } });
    }
    const marks = await t.db.execute(sql`select count(*)::int as n from announcement_reads`);
    expect(marks.rows).toEqual([{ n: 2 }]);
  });
});
