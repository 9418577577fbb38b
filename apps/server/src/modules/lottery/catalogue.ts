import {
  HOUSE_VENDOR,
  type HouseLotteryGame,
  LOTTERY_OFFICIAL_2D,
  LOTTERY_OFFICIAL_3D,
  LOTTERY_PICK2,
  LOTTERY_PICK3,
} from '@app/contracts';

const NAMES: Record<string, string> = {
  [LOTTERY_PICK3.code]: 'Pick 3 Fast',
  [LOTTERY_PICK2.code]: 'Pick 2 Express',
  // Honest names: modelled on PCSO's Swertres and EZ2, settled from their official results, but
  // not PCSO products.
  [LOTTERY_OFFICIAL_3D.code]: '3D (official results)',
  [LOTTERY_OFFICIAL_2D.code]: '2D (official results)',
};

/** The house lotteries as catalogue entries of the in-house vendor, in the ELOTT category. */
export function lotteryCatalogueFeed() {
  return feedOf([LOTTERY_PICK3, LOTTERY_PICK2], 100);
}

/** The official-results games as catalogue entries of the in-house vendor, in the LOTT category. */
export function officialLotteryCatalogueFeed() {
  return feedOf([LOTTERY_OFFICIAL_3D, LOTTERY_OFFICIAL_2D], 110);
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
