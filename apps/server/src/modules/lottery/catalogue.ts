import {
  HOUSE_VENDOR,
  type HouseLotteryGame,
  LOTTERY_OFFICIAL_2D,
  LOTTERY_OFFICIAL_3D,
  LOTTERY_PICK2,
  LOTTERY_PICK3,
  LOTTO_642,
  LOTTO_645,
  LOTTO_649,
  LOTTO_655,
  LOTTO_658,
  LOTTO_GAMES,
} from '@app/contracts';

const NAMES: Record<string, string> = {
  [LOTTERY_PICK3.code]: 'Pick 3 Fast',
  [LOTTERY_PICK2.code]: 'Pick 2 Express',
  // Honest names: modelled on PCSO's Swertres and EZ2, settled from their official results, but
  // not PCSO products.
  [LOTTERY_OFFICIAL_3D.code]: '3D (official results)',
  [LOTTERY_OFFICIAL_2D.code]: '2D (official results)',
  // Modelled on PCSO's Lotto 6/42, Mega Lotto 6/45, Super Lotto 6/49, Grand Lotto 6/55 and Ultra
  // Lotto 6/58, settled from their official results at the house's fixed odds; not PCSO products.
  [LOTTO_642.code]: 'Lotto 6/42',
  [LOTTO_645.code]: 'Lotto 6/45',
  [LOTTO_649.code]: 'Lotto 6/49',
  [LOTTO_655.code]: 'Lotto 6/55',
  [LOTTO_658.code]: 'Lotto 6/58',
};

/** The house lotteries as catalogue entries of the in-house vendor, in the ELOTT category. */
export function lotteryCatalogueFeed() {
  return feedOf([LOTTERY_PICK3, LOTTERY_PICK2], 100);
}

/** The official-results games as catalogue entries of the in-house vendor, in the LOTT category. */
export function officialLotteryCatalogueFeed() {
  return feedOf([LOTTERY_OFFICIAL_3D, LOTTERY_OFFICIAL_2D], 110);
}

/** The pick-6 lotto games (official results) as catalogue entries in the LOTT category, after 3D and 2D. */
export function lottoCatalogueFeed() {
  return feedOf([...LOTTO_GAMES], 120);
}

function feedOf(games: HouseLotteryGame[], first: number) {
  return {
    games: games.map((game, position) => {
      const icon = `/m/games/${game.code}.svg`;
      return {
        vendor: HOUSE_VENDOR,
        gameId: game.code,
        gameCode: game.code,
        name: NAMES[game.code] ?? game.code,
        category: game.kind === 'official' ? 'LOTT' : 'ELOTT',
        iconUrl: icon,
        showIcon: icon,
        mobileSmallIcon: icon,
        mobileLargeIcon: icon,
        minBet: 1,
        supportPlay: 0,
        isNew: false,
        position: first + position,
      };
    }),
  };
}
