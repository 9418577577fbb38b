import { decodeServicePath, WHITELABEL_FLAGS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { runOpsCommand } from '../../ops/commands.js';

// A documentation range address (TEST-NET-3): never a real visitor.
const RANGE_VISITOR = '203.0.113.7';
// Google's public resolver sits in an address block the geo-IP data places in the US.
const US_VISITOR = '8.8.8.8';

let t: TestApp;
const get = (url: string, ip?: string) =>
  t.app.inject({ method: 'GET', url, headers: ip ? { 'x-forwarded-for': ip } : {} });
const ops = (...args: string[]) => runOpsCommand(t.db, args);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /wps/system/status', () => {
  it('R-API-44 answers the status envelope with location and every info field', async () => {
    const res = await get('/wps/system/status', RANGE_VISITOR);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: null, message: 'ok' });
    expect(body.value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    expect(body.value.location.ip).toBe(RANGE_VISITOR);
    expect(Object.keys(body.value.info)).toEqual(
      expect.arrayContaining([
        'customerService',
        'domainRoute',
        'mobileTemplate',
        'paths',
        'register',
        'resources',
        'whitelabel',
        'mainDomain',
        'imageCDNs',
      ]),
    );
  });

  it('R-SYS-02 is 1 under maintenance, 1 under maintenance plus a region rule, 2 for the rule alone, 0 otherwise', async () => {
    await ops('region', 'add', 'cidr', '203.0.113.0/24');
    expect((await get('/wps/system/status', RANGE_VISITOR)).json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      maintenance: false,
    });
    expect((await get('/wps/system/status', '198.51.100.1')).json().value.status).toBe(0);
    await ops('maintenance', 'on', '--notice', 'Back at 14:00');
    const both = (await get('/wps/system/status', RANGE_VISITOR)).json().value;
    expect(both).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    expect(both.info.maintenanceNotice).toBe('Back at 14:00');
    await ops('region', 'remove', 'cidr', '203.0.113.0/24');
    expect((await get('/wps/system/status', RANGE_VISITOR)).json().value.status).toBe(1);
    await ops('maintenance', 'off');
    expect((await get('/wps/system/status', RANGE_VISITOR)).json().value.status).toBe(0);
  });

  it('R-API-09 restricts by the country the bundled geo-IP database gives', async () => {
    expect((await get('/wps/system/status', US_VISITOR)).json().value.location.country).toBe('US');
    await ops('region', 'add', 'country', 'us');
    try {
      expect((await get('/wps/system/status', US_VISITOR)).json().value.status).toBe(2);
      const blocked = await get('/wps/system/helpCenter', US_VISITOR);
      expect(blocked.statusCode).toBe(451);
      expect(blocked.json()).toMatchObject({ success: false, code: 'REGION_RESTRICTED' });
      expect((await get('/wps/system/helpCenter', RANGE_VISITOR)).statusCode).toBe(200);
    } finally {
      await ops('region', 'remove', 'country', 'US');
    }
  });
});

describe('maintenance gate', () => {
  it('R-API-08 answers 503 MAINTENANCE everywhere but /wps/system/* while maintenance is on', async () => {
    await ops('maintenance', 'on');
    try {
      const other = await get('/wps/member/info');
      expect(other.statusCode).toBe(503);
      expect(other.json()).toEqual({
        success: false,
        value: null,
        code: 'MAINTENANCE',
        message: 'err_maintenance',
      });
      expect((await get('/wps/system/helpCenter')).statusCode).toBe(200);
      expect((await get('/wps/system/whitelabel')).statusCode).toBe(200);
    } finally {
      await ops('maintenance', 'off');
    }
    // Maintenance off: the call reaches its route, which wants a session.
    expect((await get('/wps/member/info')).statusCode).toBe(401);
  });
});

describe('system settings calls', () => {
  it('R-API-43 R-SYS-08 gives every whitelabel flag, a missing one as off', async () => {
    await t.db.execute("delete from whitelabel_flags where key = 'CBS3'");
    const flags = (await get('/wps/system/whitelabel')).json().value;
    expect(Object.keys(flags).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(flags.CBS3).toBe(false);
    expect(flags.USERNAMEREG3).toBe(true);
    await ops('flag', 'set', 'CBS3', 'on');
    expect((await get('/wps/system/whitelabel')).json().value.CBS3).toBe(true);
  });

  it('R-API-45 R-SYS-09 gives promotions, VIP tiers, download-bar settings, the app token and the challenge', async () => {
    const settings = (await get('/wps/system/settings/consolidated')).json().value;
    expect(Object.keys(settings.promotions).sort()).toEqual(['APP_DOWNLOAD', 'LOGIN', 'MISSION', 'REFERRAL']);
    expect(settings.vip.enabled).toBe(true);
    expect(settings.vip.tiers).toHaveLength(21);
    expect(settings.vip.tiers.find((tier: { name: string }) => tier.name === 'GOLD').level).toBe(7);
    expect(settings.downloadBar).toEqual({
      requireLogin: false,
      hideIosApp: false,
      showHomeScreen: true,
      rating: null,
    });
    expect(settings.challenge.provider).toBe('altcha');
    expect(settings.merchantCode).toBe('PERLA');
    await ops('flag', 'set', 'VIPCLUB3', 'off');
    expect((await get('/wps/system/settings/consolidated')).json().value.vip.enabled).toBe(false);
    await ops('flag', 'set', 'VIPCLUB3', 'on');
  });

  it('R-API-46 R-SYS-20 lists the allowed countries with dialling codes and flags', async () => {
    const countries = (await get('/wps/system/country')).json().value;
    expect(countries[0]).toEqual({ iso: 'PH', name: 'Philippines', dialingCode: '63', flag: '🇵🇭' });
    expect(countries.find((c: { iso: string }) => c.iso === 'JP').dialingCode).toBe('81');
  });

  it('R-API-47 R-SYS-21 gives the routing data of the requesting host', async () => {
    await ops('resource', 'add', 'SpeedTest', 'https://speed.example.net/');
    await ops('setting', 'set', 'mainDomain', '"perlaplay.example"');
    const route = (
      await t.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'm.perlaplay.example' } })
    ).json().value;
    expect(route).toEqual({
      host: 'm.perlaplay.example',
      mainDomain: 'perlaplay.example',
      alternativeDomains: [],
      speedTestUrl: 'https://speed.example.net/',
    });
  });

  it('R-API-50 R-SYS-26 gives the customer-service entry with a path the client decodes with its last 8 characters', async () => {
    const entry = (await get('/wps/system/customerService')).json().value;
    expect(entry.csType).toBe('CS');
    expect(entry.path).not.toContain('t.me');
    expect(decodeServicePath(entry.path)).toBe('https://t.me/perlaplay_support');
    await ops('setting', 'set', 'customerService', 'null');
    expect((await get('/wps/system/customerService')).json().value).toBeNull();
  });

  it('R-MSG-03 the status gives the affiliate service apart, encoded the same way, or null when none is set', async () => {
    const status = async () => (await get('/wps/system/status', RANGE_VISITOR)).json().value.info;
    expect((await status()).affiliateService).toBeNull();
    await ops('setting', 'set', 'affiliateService', '{"csType":"CS","url":"https://t.me/perlaplay_agents"}');
    const entry = (await status()).affiliateService;
    expect(entry.csType).toBe('CS');
    expect(decodeServicePath(entry.path)).toBe('https://t.me/perlaplay_agents');
    await expect(
      ops('setting', 'set', 'affiliateService', '{"csType":"CS","url":"javascript:alert(1)"}'),
    ).rejects.toThrow();
    await ops('setting', 'set', 'affiliateService', 'null');
    expect((await status()).affiliateService).toBeNull();
  });

  it('R-API-51 R-SYS-10 R-SYS-11 gives the mobile template', async () => {
    expect((await get('/wps/system/template')).json().value).toEqual({ mem_cen: 1, dep_func: 1 });
    await ops('setting', 'set', 'mobileTemplate', '{"mem_cen":0,"dep_func":1}');
    expect((await get('/wps/system/template')).json().value).toEqual({ mem_cen: 0, dep_func: 1 });
  });
});
