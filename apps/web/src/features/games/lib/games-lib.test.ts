import type { Vendor, VendorGameTypes } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allVendors, categoryOfPath, orderCategories, serverCategory, withLiveHosts } from './categories';
import {
  chooseClassify,
  chooseVendor,
  defaultClassify,
  EMPTY_FILTER,
  gameListBody,
  gamesCountClaim,
  initials,
  resetFilter,
  searchTerm,
  styleVariant,
  tileIcon,
} from './filters';
import { decideLaunch, offersDemo, prizeModeOf } from './launch';
import { inSignInFlow, launchFieldsOf, parsePendingGame } from './pending-game';

const vendor = (vassalage: string, extra: Partial<Vendor> = {}): Vendor => ({
  vassalage,
  displayName: vassalage,
  mobileSmallIcon: '',
  accountTypeName: vassalage,
  inHouse: false,
  gameCode: null,
  cockfight: false,
  ...extra,
});

const data: VendorGameTypes = {
  sorting: [
    { gameCategory: 'RNG', vendorNames: ['JILI', 'BGS', 'PG'] },
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
    { gameCategory: 'SPORTS', vendorNames: ['PIN', 'SBO', 'IA', 'SV388'] },
    { gameCategory: 'FISH', vendorNames: ['JILI'] },
  ],
  mapping: {
    RNG: { vendors: [vendor('PG'), vendor('BGS'), vendor('JILI')], gameClassify: [] },
    LIVE: { vendors: [vendor('EVO')], gameClassify: [] },
    SPORTS: {
      vendors: [
        vendor('PIN', { gameCode: 'IA', cockfight: true }),
        vendor('SBO'),
        vendor('IA', { gameCode: 'IA' }),
        vendor('SV388', { cockfight: true }),
      ],
      gameClassify: [],
    },
    FISH: { vendors: [vendor('JILI')], gameClassify: [] },
  },
};

const names = (entries: ReturnType<typeof orderCategories>) => entries.map((e) => e.category);

describe('category ordering', () => {
  it('R-GAMES-02 follows the sorting list and orders vendors by vendorNames', () => {
    const rng = orderCategories(data)[0];
    expect(rng?.category).toBe('RNG');
    expect(rng?.vendors.map((v) => v.vassalage)).toEqual(['JILI', 'PG']);
  });

  it('R-GAMES-50 offers LIVESTREAM with its vendors or its hosts, and not when both are empty', () => {
    const streamed: VendorGameTypes = {
      sorting: [...data.sorting, { gameCategory: 'LIVESTREAM', vendorNames: ['SEXY'] }],
      mapping: { ...data.mapping, LIVESTREAM: { vendors: [vendor('SEXY')], gameClassify: [] } },
    };
    const withVendors = withLiveHosts(orderCategories(streamed), false);
    expect(withVendors.at(-1)).toEqual({ category: 'LIVESTREAM', vendors: [vendor('SEXY')] });
    // Hosts add no second entry where the vendors already gave one.
    expect(withLiveHosts(orderCategories(streamed), true)).toEqual(withVendors);
    // Hosts alone: LIVESTREAM follows the vendor-sorted categories, with no vendor.
    expect(withLiveHosts(orderCategories(data), true).at(-1)).toEqual({
      category: 'LIVESTREAM',
      vendors: [],
    });
    expect(names(withLiveHosts(orderCategories(data), false))).not.toContain('LIVESTREAM');
    expect(withLiveHosts([], false)).toEqual([]);
  });

  it('R-GAMES-03 moves BGS out of RNG into its own category right after LIVE', () => {
    const entries = orderCategories(data);
    expect(names(entries).slice(0, 3)).toEqual(['RNG', 'LIVE', 'BGS']);
    expect(entries[2]?.vendors.map((v) => v.vassalage)).toEqual(['BGS']);
  });

  it('R-GAMES-04 splits SPORTS into SPORTS, COCKFIGHT, ESPORTS in that order; PIN stays in SPORTS', () => {
    const entries = orderCategories(data);
    expect(names(entries)).toEqual(['RNG', 'LIVE', 'BGS', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'FISH']);
    const of = (c: string) => entries.find((e) => e.category === c)?.vendors.map((v) => v.vassalage);
    expect(of('SPORTS')).toEqual(['PIN', 'SBO']);
    expect(of('COCKFIGHT')).toEqual(['SV388']);
    expect(of('ESPORTS')).toEqual(['IA']);
  });

  it('R-GAMES-03 leaves BGS at the end when there is no LIVE, and drops empty categories', () => {
    const noLive: VendorGameTypes = {
      sorting: [
        { gameCategory: 'RNG', vendorNames: ['BGS'] },
        { gameCategory: 'PVP', vendorNames: [] },
      ],
      mapping: { RNG: { vendors: [vendor('BGS')], gameClassify: [] } },
    };
    expect(names(orderCategories(noLive))).toEqual(['BGS']);
    expect(orderCategories(undefined)).toEqual([]);
  });

  it('lists every vendor once and maps paths and server categories', () => {
    expect(allVendors(data).map((v) => v.vassalage)).toEqual([
      'JILI',
      'PG',
      'EVO',
      'BGS',
      'PIN',
      'SBO',
      'SV388',
      'IA',
    ]);
    expect(categoryOfPath('/rng')).toBe('RNG');
    expect(categoryOfPath('/help')).toBeUndefined();
    expect(serverCategory('BGS')).toBe('RNG');
    expect(serverCategory('HOT')).toBe('');
  });
});

describe('game list filters', () => {
  const withVendor = { ...EMPTY_FILTER, vassalage: 'PG', gameClassify: 'FRUIT', gameName: 'fortune' };

  it('R-GAMES-15 re-choosing the selected vendor deselects it', () => {
    expect(chooseVendor(withVendor, vendor('PG')).vassalage).toBe('');
  });

  it('R-GAMES-24 R-GAMES-25 a different vendor clears the game name and sets the classification to All', () => {
    const next = chooseVendor(withVendor, vendor('JILI', { mobileSmallIcon: '/j.png' }));
    expect(next).toMatchObject({
      vassalage: 'JILI',
      gameName: '',
      gameClassify: '',
      mobileSmallIcon: '/j.png',
    });
  });

  it('R-GAMES-23 New clears the vendor and sends isNew=1; other choices send isNew=null', () => {
    const isNew = chooseClassify(withVendor, 'NEW');
    expect(isNew.vassalage).toBe('');
    expect(gameListBody('RNG', isNew, 1, 'M1')).toMatchObject({ isNew: 1, gameClassify: '' });
    expect(gameListBody('RNG', chooseClassify(withVendor, 'FRUIT'), 1, 'M1')).toMatchObject({
      isNew: null,
      gameClassify: 'FRUIT',
      vassalage: 'PG',
    });
    expect(chooseClassify(withVendor, 'ALL').gameClassify).toBe('');
  });

  it('R-GAMES-16 reset sets every field back to all', () => {
    expect(resetFilter()).toEqual({
      gameClassify: '',
      minBet: null,
      vassalage: '',
      gameName: '',
      mobileSmallIcon: '',
    });
  });

  it('R-GAMES-26 R-GAMES-27 trims the term and builds the full payload', () => {
    expect(searchTerm('  lucky  ')).toBe('lucky');
    expect(gameListBody('BGS', { ...EMPTY_FILTER, gameName: '  lucky ', minBet: 0.05 }, 2, 'M1')).toEqual({
      merchant: 'M1',
      platform: 'html5',
      gameName: 'lucky',
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 24,
      vassalage: 'BGS',
      gameClassify: '',
      isNew: null,
      minBet: 0.05,
      minLine: null,
      language: 'EN',
      clientType: 2,
    });
    expect(gameListBody('FISH', EMPTY_FILTER, 1, 'M1', 20)).toMatchObject({ pageSize: 20, vassalage: '' });
  });

  it('R-GAMES-17 defaults to the stored classification, else Crash in-house, else All', () => {
    expect(defaultClassify('FRUIT', true)).toBe('FRUIT');
    expect(defaultClassify(null, true)).toBe('CRASH');
    expect(defaultClassify(null, false)).toBe('');
  });
});

describe('tiles', () => {
  it('R-GAMES-11 style variant is nodeId mod 8 plus 1', () => {
    expect([0, 1, 7, 8, 15, 16].map(styleVariant)).toEqual([1, 2, 8, 1, 8, 1]);
  });

  it('R-GAMES-10 icon is the first non-empty of mobileSmallIcon, iconUrl, showIcon', () => {
    expect(tileIcon({ mobileSmallIcon: '', iconUrl: ' ', showIcon: '/s.png' })).toBe('/s.png');
    expect(tileIcon({ mobileSmallIcon: '/m.png', iconUrl: '/i.png', showIcon: '' })).toBe('/m.png');
    expect(tileIcon({ mobileSmallIcon: '', iconUrl: '', showIcon: '' })).toBe('');
  });

  it('draws initials for tiles without art', () => {
    expect(initials('Lucky Golden Dragon')).toBe('LG');
    expect(initials('aviator')).toBe('AV');
    expect(initials('  ')).toBe('?');
    expect(initials('E-Lotto')).toBe('EL');
  });

  it('R-HOME-41 claims "over 600" only above 600, else the count rounded down to 10', () => {
    expect(gamesCountClaim(1000)).toEqual({ over: true, count: 600 });
    expect(gamesCountClaim(600)).toEqual({ over: false, count: 600 });
    expect(gamesCountClaim(357)).toEqual({ over: false, count: 350 });
    expect(gamesCountClaim(7)).toBeNull();
  });
});

describe('launch rules', () => {
  const game = {
    vassalage: 'PG',
    supportPlay: 1,
    gameId: 'g1',
    nodeId: 42,
    category: 'RNG' as const,
    gameName: 'Lucky Koi',
  };

  it('R-GAMES-36 a guest logs in first', () => {
    expect(decideLaunch(game, 'guest')).toEqual({ kind: 'login' });
  });

  it('R-GAMES-37 a trial account may open only free-play games', () => {
    expect(decideLaunch(game, 'trial')).toEqual({ kind: 'trialRefused' });
    expect(decideLaunch({ ...game, supportPlay: 0 }, 'trial').kind).toBe('launch');
  });

  it('R-GAMES-37 A-4 the demo is offered only where supportPlay is 0', () => {
    expect(offersDemo({ supportPlay: 0 })).toBe(true);
    expect(offersDemo({ supportPlay: 1 })).toBe(false);
    expect(offersDemo({ supportPlay: 2 })).toBe(false);
  });

  it('R-GAMES-38 TCG lotto vendors open the lobby with gameCode=lobby', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(decideLaunch({ ...game, vassalage }, 'member')).toEqual({
        kind: 'launch',
        query: {
          category: 'RNG',
          vendor: vassalage,
          supportPlay: 1,
          gameId: 'g1',
          nodeId: 42,
          gameCode: 'lobby',
        },
      });
    }
  });

  it('R-GAMES-39 LOTT and ELOTT go to /m/launchGame with trad or ent', () => {
    const lott = decideLaunch({ ...game, vassalage: 'LOTT', gameGroupId: '7', gameCode: 'K3' }, 'member');
    expect(lott).toEqual({
      kind: 'navigate',
      to: '/launchGame?playType=trad&gameId=g1&gameGroupId=7&prize_mode=Elott&code=K3&pageBack=home',
    });
    const elott = decideLaunch({ ...game, vassalage: 'ELOTT' }, 'member', 'Lott');
    expect(elott.kind === 'navigate' && elott.to).toContain('playType=ent');
    expect(elott.kind === 'navigate' && elott.to).toContain('prize_mode=Lott');
  });

  it('R-NAV-18 the house vendor tile of the e-lottery category opens the lottery lobby', () => {
    const house = { vassalage: 'HOUSE', supportPlay: 0, gameName: 'HOUSE', category: 'ELOTT' as const };
    expect(decideLaunch(house, 'member')).toEqual({ kind: 'navigate', to: '/lottery' });
    expect(decideLaunch({ ...house, gameId: 'pick3-fast' }, 'member').kind).toBe('launch');
    expect(decideLaunch({ ...house, category: 'RNG' }, 'member').kind).toBe('launch');
  });

  it('R-GAMES-40 every other game uses the generic launcher', () => {
    expect(decideLaunch(game, 'member')).toEqual({
      kind: 'launch',
      query: { category: 'RNG', vendor: 'PG', supportPlay: 1, gameId: 'g1', nodeId: 42 },
    });
  });

  it('R-GAMES-42 prize mode is Elott when ELOTT holds LOTTO_VN or LOTT, Lott otherwise, Elott until known', () => {
    expect(prizeModeOf(undefined)).toBe('Elott');
    expect(prizeModeOf(['LOTT'])).toBe('Elott');
    expect(prizeModeOf(['OTHER'])).toBe('Lott');
  });
});

describe('the pending game of a guest', () => {
  const slot = { vassalage: 'HOUSE', supportPlay: 0, gameName: 'Pearl Tide', category: 'RNG', nodeId: 7 };

  it('R-GAMES-36 a stored game is read back; anything else is no game', () => {
    expect(parsePendingGame(JSON.stringify(slot))).toEqual(slot);
    expect(parsePendingGame(JSON.stringify({ ...slot, lottoMode: null, gameGroupId: null }))).toMatchObject(
      slot,
    );
    expect(parsePendingGame(null)).toBeNull();
    expect(parsePendingGame('{')).toBeNull();
    expect(parsePendingGame(JSON.stringify({ ...slot, category: 'CASINO' }))).toBeNull();
    expect(parsePendingGame(JSON.stringify({ ...slot, supportPlay: '0' }))).toBeNull();
    expect(parsePendingGame(JSON.stringify({ ...slot, gameName: undefined }))).toBeNull();
  });

  it('R-GAMES-36 only the launch fields are kept, and only the sign-in screens keep them', () => {
    expect(launchFieldsOf({ ...slot, category: 'RNG', iconUrl: 'x.svg' } as never)).not.toHaveProperty(
      'iconUrl',
    );
    for (const path of ['/login', '/register', '/register.html', '/forget', '/login/'])
      expect(inSignInFlow(path)).toBe(true);
    for (const path of ['/home', '/rng', '/house/slot', '/']) expect(inSignInFlow(path)).toBe(false);
  });
});
