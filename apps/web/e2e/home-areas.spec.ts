import type { Page, Route } from '@playwright/test';
import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asMember, tiles } from './games-helpers';
import { openHome } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

type Item = Record<string, unknown>;

/** An announcement as the server sends it; the e2e database has no PU, m_video, m_facebook or m_newgame. */
const announcement = (
  id: number,
  type: string,
  groupName: string | null,
  title: string,
  extra: Item = {},
) => ({
  id,
  announcementId: id,
  type,
  groupName,
  title,
  content: '',
  imageUrl: '',
  url: '',
  linkage: '',
  read: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

/** Adds items to the real answer of the home's announcements call. */
async function withAnnouncements(page: Page, extra: Item[]) {
  const appendTo = (pattern: string, items: Item[]) =>
    page.route(pattern, async (route: Route) => {
      try {
        const response = await route.fetch();
        const body = await response.json();
        body.value.list = [...body.value.list, ...items];
        await route.fulfill({ response, json: body });
      } catch (error) {
        // A reload or a navigation while the call was in flight: nobody waits for this answer.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    });
  await appendTo('**/wps/relay/MCSFE_getListAnnouncements*', extra);
  // The pop-ups come from the popular announcements call (R-MSG-18).
  await appendTo(
    '**/wps/relay/MCSFE_getPopularAnnouncements*',
    extra.filter((item) => item.type === 'PU'),
  );
}

const POPUPS = [
  announcement(900001, 'PU', null, 'Welcome bonus', { content: '<p>First pop-up</p>' }),
  announcement(900002, 'PU', null, 'Maintenance notice', { content: '<p>Second pop-up</p>' }),
];

test.describe('home areas', { tag: '@layout' }, () => {
  test('R-HOME-20 the recent area is hidden for guests and empty lists, and shows a member’s recent games', async ({
    page,
    request,
  }) => {
    await openHome(page);
    await expect(page.getByTestId('home-section-HOT')).toBeVisible();
    await expect(page.getByTestId('home-section-RECENT')).toHaveCount(0);

    const member = await asMember(page, request);
    const recentCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/GCS_recentGame')) recentCalls.push(r.url());
    });
    await openHome(page);
    await expect(page.getByTestId('home-section-HOT')).toBeVisible();
    await expect.poll(() => recentCalls.length).toBeGreaterThan(0);
    await expect(page.getByTestId('home-section-RECENT')).toHaveCount(0);

    await page.goto('/m/providers?vassalage=PG');
    const nodeId = (await tiles(page).first().getAttribute('data-node-id')) ?? '';
    const added = await request.get(`/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`, {
      headers: { token: member.token },
    });
    expect(added.ok()).toBe(true);
    await openHome(page);
    const recent = page.getByTestId('home-section-RECENT');
    await expect(recent.getByTestId('game-tile')).toHaveCount(1);
    await expect(recent.getByTestId('game-tile')).toHaveAttribute('data-node-id', nodeId);
    await expect(recent.getByRole('heading')).toHaveText('Recently played');
  });

  test('R-HOME-21 hot news lists titles and dates; a tap opens the sanitised content in a dialog', async ({
    page,
  }) => {
    await page.route('**/wps/relay/GLS2_lobbyNews*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value.list.unshift({
        id: 990001,
        title: 'Grand draw tonight',
        content:
          '<p>Draw at <strong>8 PM</strong></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
        publishedAt: '2026-11-20T10:00:00.000Z',
      });
      await route.fulfill({ response, json: body });
    });
    await openHome(page);
    const news = page.getByTestId('hot-news');
    await expect(news.getByRole('heading')).toHaveText('Hot news');
    const items = news.getByTestId('hot-news-item');
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.first()).toContainText('Grand draw tonight');
    await expect(items.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/2026$/);
    await items.first().tap();
    const dialog = page.getByTestId('hot-news-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Grand draw tonight');
    await expect(dialog.locator('strong')).toHaveText('8 PM');
    expect(await dialog.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByTestId('content-dialog-close').tap();
    await expect(dialog).toHaveCount(0);
    // A seeded item opens too.
    await items.nth(1).tap();
    await expect(page.getByTestId('hot-news-dialog').getByTestId('content-dialog-body')).not.toBeEmpty();
  });

  test('R-HOME-39 R-MSG-18 pop-up announcements (from the popular announcements call) show one after another; a closed one stays closed for the session', async ({
    page,
    context,
  }) => {
    await withAnnouncements(page, POPUPS);
    const popular = page.waitForRequest(/\/wps\/relay\/MCSFE_getPopularAnnouncements\?language=EN/);
    await openHome(page);
    await popular;
    const popup = page.getByTestId('popup-announcement');
    await expect(popup).toContainText('Welcome bonus');
    await expect(popup).toContainText('First pop-up');
    await popup.getByTestId('content-dialog-close').tap();
    await expect(popup).toContainText('Maintenance notice');
    await popup.getByTestId('content-dialog-close').tap();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-section-HOT')).toBeVisible();
    await expect(popup).toHaveCount(0);

    // Only the first closed: the second still shows on the next home visit of the session.
    const other = await context.newPage();
    await withAnnouncements(other, POPUPS);
    await openHome(other);
    await other.getByTestId('popup-announcement').getByTestId('content-dialog-close').tap();
    await expect(other.getByTestId('popup-announcement')).toContainText('Maintenance notice');
    await other.goto('/m/rng');
    await openHome(other);
    await expect(other.getByTestId('popup-announcement')).toContainText('Maintenance notice');
    // A new tab is a new session: both show again.
    const third = await context.newPage();
    await withAnnouncements(third, POPUPS);
    await openHome(third);
    await expect(third.getByTestId('popup-announcement')).toContainText('Welcome bonus');
  });

  test('R-CONST-06 R-MSG-06 mark-read calls are at least 150 ms apart', async ({ page, request }) => {
    await asMember(page, request);
    await withAnnouncements(page, POPUPS);
    const marks: unknown[] = [];
    await page.route('**/wps/relay/MCSFE_markAnnouncementAsRead', async (route) => {
      marks.push(route.request().postDataJSON().announcementId);
      await route.fulfill({ json: { success: true, value: null, code: null, message: '' } });
    });
    // The page's clock stands still once the home is up, so the spacing is the page's own timer,
    // whatever the load of the machine, and not a measure of wall time.
    await page.clock.install();
    await openHome(page);
    const popup = page.getByTestId('popup-announcement');
    await expect(popup).toContainText('Welcome bonus');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await popup.getByTestId('content-dialog-close').click();
    await expect(popup).toContainText('Maintenance notice');
    await expect.poll(() => marks.length).toBe(1);
    await popup.getByTestId('content-dialog-close').click();
    await page.clock.runFor(149);
    await page.waitForTimeout(300);
    expect(marks).toEqual([900001]);
    await page.clock.runFor(1);
    await expect.poll(() => marks.length).toBe(2);
    expect(marks).toEqual([900001, 900002]);
  });

  test('R-HOME-33 m_newgame banners show above the RNG grid only while the New filter is on', async ({
    page,
  }) => {
    await withAnnouncements(page, [
      announcement(900010, 'B', 'm_newgame', 'Fresh slots', { content: '<p>Just released</p>' }),
    ]);
    await page.goto('/m/rng');
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('newgame-banners')).toHaveCount(0);
    await page.getByTestId('classify-NEW').tap();
    const banners = page.getByTestId('newgame-banners');
    await expect(banners).toBeVisible();
    await expect(banners.getByRole('button', { name: 'Fresh slots' })).toBeVisible();
    const [bannerBox, gridBox] = [
      await banners.boundingBox(),
      await page.getByTestId('game-grid').boundingBox(),
    ];
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(gridBox?.y ?? 0);
    await page.getByTestId('classify-ALL').tap();
    await expect(banners).toHaveCount(0);
  });

  test('R-HOME-25 R-HOME-27 R-HOME-08 upcoming events: two matches per slide after the fish section, DD/MM/YYYY HH:mm', async ({
    page,
  }) => {
    const answers: unknown[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/wps/relay/GCSGAME_hotMatches')) answers.push(await r.json());
    });
    await openHome(page);
    const events = page.getByTestId('home-events');
    await expect(events.getByRole('heading')).toHaveText('Upcoming events');
    await expect(events.getByTestId('events-slide')).toHaveCount(2);
    await expect(events.getByTestId('events-slide').first().getByTestId('event-match')).toHaveCount(2);
    await expect(events.getByTestId('events-slide').nth(1).getByTestId('event-match')).toHaveCount(1);
    await expect(events.getByRole('link', { name: 'View all' })).toHaveCount(0);
    const order = await page
      .locator('[data-testid^="home-section-"], [data-testid="home-events"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(order.slice(-2)).toEqual(['home-section-FISH', 'home-events']);

    const first = events.getByTestId('event-match').first();
    await expect(first.locator('header')).toHaveText('PBA Philippine Cup');
    await expect(first.getByTestId('event-home')).toHaveText('Barangay Ginebra');
    await expect(first.getByTestId('event-away')).toHaveText('San Miguel Beermen');
    await expect(first.getByTestId('event-logo-drawn')).toHaveText(['BG', 'SM']);
    await expect(first.getByTestId('event-bet')).toHaveText('Bet now');
    const time = first.getByTestId('event-time');
    await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const expected = await time.evaluate((el) => {
      const d = new Date(el.getAttribute('datetime') ?? '');
      const p = (n: number) => String(n).padStart(2, '0');
      return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await expect(time).toHaveText(expected);
    expect(answers[0]).toMatchObject({
      success: true,
      value: {
        list: [
          expect.objectContaining({
            league: 'PBA Philippine Cup',
            vendor: 'SABA',
            nodeId: expect.any(Number),
            supportPlay: expect.any(Number),
            homeTeamImageUrl: '',
          }),
          expect.anything(),
          expect.anything(),
        ],
      },
    });
  });

  test('R-HOME-27 the events block is hidden when the list is empty', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_hotMatches*', (route) =>
      route.fulfill({ json: { success: true, value: { list: [] }, code: null, message: '' } }),
    );
    await openHome(page);
    await expect(page.getByTestId('home-section-FISH')).toBeVisible();
    await expect(page.getByTestId('home-events')).toHaveCount(0);
  });

  test('R-HOME-26 Bet now asks guests to log in and launches the match game for members', async ({
    page,
    request,
  }) => {
    await openHome(page);
    await page.getByTestId('event-bet').first().tap();
    await page.getByTestId('guest-game').getByTestId('guest-game-login').tap();
    await expect(page).toHaveURL(/\/m\/login$/);

    await asMember(page, request);
    await openHome(page);
    const matches = await request.get('/wps/relay/GCSGAME_hotMatches?language=EN');
    const [match] = (await matches.json()).value.list;
    const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
    await page.getByTestId('event-bet').first().tap();
    const url = new URL((await launched).url());
    expect(url.searchParams.get('vendor')).toBe(match.vendor);
    expect(url.searchParams.get('nodeId')).toBe(String(match.nodeId));
    expect(url.searchParams.get('supportPlay')).toBe(String(match.supportPlay));
    expect(url.searchParams.get('category')).toBe('SPORTS');
    await expect(page).toHaveURL(/launched=/);
  });

  test('R-HOME-03 R-HOME-04 video banners: title, text, activity button; the nocookie embed only after a tap', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
    );
    await withAnnouncements(page, [
      announcement(900020, 'B', 'm_video', 'Meet the dealers', {
        content: '<p>Live tables every night</p>',
        linkage: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      }),
      announcement(900021, 'B', 'm_video', 'How to play Crash', {
        content: '<p>Two minutes</p>',
        linkage: 'https://youtu.be/9bZkp7q19f0',
      }),
    ]);
    const response = await page.goto('/m/home');
    // The strict CSP allows exactly these frame origins: the site's own (the framed lottery) and the embeds.
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.facebook.com;",
    );
    const videos = page.getByTestId('video-banners');
    await expect(videos.getByTestId('video-slide')).toHaveCount(2);
    const first = videos.getByTestId('video-slide').first();
    await expect(first.getByRole('heading')).toHaveText('Meet the dealers');
    await expect(first).toContainText('Live tables every night');
    await expect(page.locator('iframe')).toHaveCount(0);
    await first.getByTestId('video-play').tap();
    const embed = first.getByTestId('video-embed');
    await expect(embed).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&playsinline=1',
    );
    await expect(page.locator('iframe')).toHaveCount(1);
    // /m/activity has no screen yet (R-NAV-28 leads home), so the link itself is checked.
    await expect(first.getByTestId('video-more')).toHaveAttribute('href', '/m/activity');
    await expect(first.getByTestId('video-more')).toHaveText('Learn more');
  });

  test('R-HOME-05 social banners follow the video banner and embed in the social locale of the language', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'TY'));
    await page.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>page</p>' }),
    );
    await withAnnouncements(page, [
      announcement(900030, 'B', 'm_video', 'Video', { linkage: 'https://youtu.be/9bZkp7q19f0' }),
      announcement(900031, 'B', 'm_facebook', 'PerlaPlay PH', {
        linkage: 'https://www.facebook.com/perlaplay',
      }),
    ]);
    await openHome(page);
    const social = page.getByTestId('social-banners');
    await expect(social).toBeVisible();
    const order = await page
      .locator('[data-testid="video-banners"], [data-testid="social-banners"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(order).toEqual(['video-banners', 'social-banners']);
    await expect(social.locator('iframe')).toHaveCount(0);
    await social.getByTestId('social-load').tap();
    const src = new URL((await social.getByTestId('social-embed').getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.facebook.com');
    expect(src.pathname).toBe('/plugins/page.php');
    expect(src.searchParams.get('locale')).toBe('tl_PH');
    expect(src.searchParams.get('href')).toBe('https://www.facebook.com/perlaplay');
  });
});
