import { CRASH_GAME_CODE, CRASH_RULES, HOUSE_VENDOR, SLOT_DEFINITIONS } from '@app/contracts';

/** "pearl-tide" → "Pearl Tide": the catalogue's name of a game (the page shows the translated one). */
const displayName = (code: string) =>
  code
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The in-house vendor and its slots as a catalogue feed (the operator's import format), so they are
 * added the way every vendor's games are. Trial accounts may play them (supportPlay 0, demo credit).
 */
export function houseCatalogueFeed() {
  const crash = crashCatalogueFeed();
  return {
    classifications: crash.classifications,
    vendors: [
      {
        code: HOUSE_VENDOR,
        displayName: 'PerlaPlay Originals',
        accountTypeName: HOUSE_VENDOR,
        inHouse: true,
        position: 0,
      },
    ],
    games: SLOT_DEFINITIONS.map((definition, position) => {
      const icon = `/m/games/${definition.code}.svg`;
      return {
        vendor: HOUSE_VENDOR,
        gameId: definition.code,
        gameCode: definition.code,
        name: displayName(definition.code),
        category: 'RNG',
        iconUrl: icon,
        showIcon: icon,
        mobileSmallIcon: icon,
        mobileLargeIcon: icon,
        minBet: ((definition.lineBetsCentavos[0] ?? 0) * definition.paylines.length) / 100,
        supportPlay: 0,
        // "New" is the operator's word for a recent release, set in the catalogue; the originals
        // shipped together, and a badge on every one of them would tell the player nothing.
        isNew: false,
        position,
      };
    }).concat(crash.games),
  };
}

const crashIcon = '/m/games/crash.svg';

/**
 * Crash, under the in-house "Crash" classification that the game pages open on by default (SPEC §2).
 * Its own feed too, so an install that already has the slots gains it on the next start.
 */
export function crashCatalogueFeed() {
  return {
    classifications: [
      {
        category: 'RNG',
        key: 'CRASH',
        names: {
          EN: 'Crash',
          PT: 'Crash',
          TY: 'Crash',
          CN: '爆点',
          VI: 'Crash',
          TH: 'แครช',
          JA: 'クラッシュ',
        },
      },
    ],
    games: [
      {
        vendor: HOUSE_VENDOR,
        gameId: CRASH_GAME_CODE,
        gameCode: CRASH_GAME_CODE,
        name: 'Crash',
        category: 'RNG',
        classify: ['CRASH'],
        iconUrl: crashIcon,
        showIcon: crashIcon,
        mobileSmallIcon: crashIcon,
        mobileLargeIcon: crashIcon,
        minBet: CRASH_RULES.minBetCentavos / 100,
        supportPlay: 0,
        isNew: false,
        position: SLOT_DEFINITIONS.length,
      },
    ],
  };
}
