import { describe, expect, it } from 'vitest';
import { isHomePath, ROUTES, routeFor } from './route-table';

const SPEC_ROUTES = [
  '/',
  '/home',
  '/index',
  '/index.html',
  '/login',
  '/register',
  '/register.html',
  '/forget',
  '/changePsw',
  '/message',
  '/notice',
  '/webEmail',
  '/activity',
  '/activity/signIn',
  '/feedback',
  '/help',
  '/helpDetail',
  '/app',
  '/providers',
  '/gameList',
  '/game',
  '/gameCenter',
  '/slotsCenter',
  '/lottery',
  '/startLottery',
  '/trail',
  '/launchGame',
  '/hot',
  '/fav',
  '/recent',
  '/fish',
  '/rng',
  '/pvp',
  '/live',
  '/sports',
  '/elott',
  '/vip',
  '/member/home',
  '/member/benefits',
  '/member/manualRebate',
  '/voucherCenter',
  '/withdraw',
  '/leaderBoard',
  '/gameRecord',
  '/rewardCenter',
  '/receivingCenter',
  '/inviteFriends',
  '/agentRegister',
  '/member/agent/getSalaryContract',
  '/member/agent/getDevidendContract',
  '/member/agent/getHourContract',
];

describe('the route table', () => {
  it('R-NAV-20 holds every route of SPEC §2 and the designed category and alias routes, each with a title key', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of [
      ...SPEC_ROUTES,
      '/all',
      '/lott',
      '/esports',
      '/cockfight',
      '/livestream',
      '/bgs',
      '/trial',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(route.titleKey).toMatch(/^title_/);
  });

  it('R-NAV-30 hides the top header on home, login, register, forget, changePsw, app, launchGame, startLottery, message', () => {
    const hidden = [
      '/',
      '/home',
      '/index',
      '/index.html',
      '/login',
      '/register',
      '/forget',
      '/changePsw',
      '/app',
    ];
    for (const path of [...hidden, '/launchGame', '/lottery/play', '/startLottery', '/message'])
      expect(routeFor(path)?.header, path).toBe(false);
    const shown = ROUTES.filter((r) => r.header).map((r) => r.path);
    expect(shown).toContain('/help');
    expect(shown).toContain('/vip');
    expect(shown).not.toContain('/register.html');
  });

  it('R-NAV-33 hides the footer exactly on its twelve routes (and the aliases and full-screen games)', () => {
    const hidden = [
      '/login',
      '/register',
      '/providers',
      '/gameList',
      '/lottery',
      '/forget',
      '/changePsw',
      '/app',
      '/notice',
      '/help',
      '/helpDetail',
      '/vip',
    ];
    const extra = ['/register.html', '/launchGame', '/lottery/play', '/house/slot', '/house/crash'];
    expect(
      ROUTES.filter((r) => !r.footer)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...hidden, ...extra].sort());
  });

  it('R-NAV-01 knows the six home paths, with or without a trailing slash', () => {
    for (const path of ['/', '/home', '/index', '/index.html', '/home/']) expect(isHomePath(path)).toBe(true);
    expect(isHomePath('/help')).toBe(false);
    expect(routeFor('/help/')?.path).toBe('/help');
  });

  it('R-ROLE-03 guards the member-only routes', () => {
    for (const path of [
      '/fav',
      '/recent',
      '/lottery',
      '/sports',
      '/webEmail',
      '/rewardCenter',
      '/member/home',
    ]) {
      expect(routeFor(path)?.guard, path).toBe('member');
    }
    expect(routeFor('/help')?.guard).toBe('none');
  });
});
