import { HOUSE_VENDOR, LOTTERY_PICK2, LOTTERY_PICK3 } from '@app/contracts';

const NAMES: Record<string, string> = {
  [LOTTERY_PICK3.code]: 'Pick 3 Fast',
  [LOTTERY_PICK2.code]: 'Pick 2 Express',
};

/** The house lotteries as catalogue entries of the in-house vendor, in the ELOTT category. */
export function lotteryCatalogueFeed() {
  return {
    games: [LOTTERY_PICK3, LOTTERY_PICK2].map((game, position) => {
      const icon = `/m/games/${game.code}.svg`;
      return {
        vendor: HOUSE_VENDOR,
        gameId: game.code,
        gameCode: game.code,
        name: NAMES[game.code] ?? game.code,
        category: 'ELOTT',
        iconUrl: icon,
        showIcon: icon,
        mobileSmallIcon: icon,
        mobileLargeIcon: icon,
        minBet: 1,
        supportPlay: 0,
        isNew: false,
        position: 100 + position,
      };
    }),
  };
}
