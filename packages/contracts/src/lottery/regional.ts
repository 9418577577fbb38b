/**
 * The regional lotteries: vendors' games settled from official draws abroad, each with a menu of
 * its own that groups them by region or country. Official-results games like the 2D and 3D ones.
 */
import {
  type HouseLotteryGame,
  type LotteryRegion,
  OFFICIAL_CLOSE_BEFORE_SECONDS,
  SEA_COUNTRIES,
  type SeaCountry,
  VN_REGIONS,
  type VnRegion,
} from './rules.js';

/**
 * The odds that return exactly 90 % on every pick, as the other official games: a straight wins on
 * 1 draw in 10^digits, a rambolito pick with k orders on k of them.
 */
function ninetyPercentOdds(digits: number, rambolitoOrders: readonly number[]): HouseLotteryGame['odds'] {
  const straight = (9 * 10 ** digits) / 10;
  if (rambolitoOrders.length === 0) return { straight };
  return { straight, rambolito: Object.fromEntries(rambolitoOrders.map((k) => [k, straight / k])) };
}

/** A game settled from an outside official draw once a day on its weekdays, listed under its region. */
function regionalGame(game: {
  code: string;
  name: string;
  region: LotteryRegion;
  digits: number;
  drawTime: string;
  drawDays?: readonly number[];
  /** Rambolito's orders when the game offers it (4D: 4, 6, 12, 24); none, straight only. */
  rambolitoOrders?: readonly number[];
}): HouseLotteryGame {
  const rambolito = game.rambolitoOrders ?? [];
  return {
    code: game.code,
    name: game.name,
    kind: 'official',
    digits: game.digits,
    intervalSeconds: 0,
    drawTimes: [game.drawTime],
    ...(game.drawDays ? { drawDays: game.drawDays } : {}),
    region: game.region,
    closeBeforeSeconds: OFFICIAL_CLOSE_BEFORE_SECONDS,
    betTypes: rambolito.length > 0 ? ['straight', 'rambolito'] : ['straight'],
    odds: ninetyPercentOdds(game.digits, rambolito),
  };
}

/**
 * Vietnamese lottery (vendor TCG_LOTTO_VN, R-GAMES-01, R-GAMES-45), settled from the official
 * results like the 2D and 3D games: a pick is the last two (or three) digits of the special prize
 * (giải đặc biệt, "đề") of the province's draw. The North draws every day at 18:15 Vietnam time,
 * the Central provinces at 17:15 and the South at 16:15, each province on its weekdays; Manila is
 * an hour ahead. Odds as the other official games (90 %).
 */
function vnGame(
  code: string,
  name: string,
  region: VnRegion,
  digits: 2 | 3,
  drawTime: string,
  drawDays?: number[],
) {
  return regionalGame({ code, name, region, digits, drawTime, ...(drawDays ? { drawDays } : {}) });
}

export const VN_LOTTERIES: readonly HouseLotteryGame[] = [
  vnGame('vn-mienbac-2d', 'Miền Bắc 2D', 'north', 2, '19:15'),
  vnGame('vn-mienbac-3d', 'Miền Bắc 3D', 'north', 3, '19:15'),
  vnGame('vn-danang-2d', 'Đà Nẵng 2D', 'central', 2, '18:15', [3, 6]),
  vnGame('vn-khanhhoa-2d', 'Khánh Hòa 2D', 'central', 2, '18:15', [0, 3]),
  vnGame('vn-hcm-2d', 'TP. Hồ Chí Minh 2D', 'south', 2, '17:15', [1, 6]),
  vnGame('vn-vungtau-2d', 'Vũng Tàu 2D', 'south', 2, '17:15', [2]),
  vnGame('vn-cantho-2d', 'Cần Thơ 2D', 'south', 2, '17:15', [3]),
];

/**
 * Sea lottery (vendor TCG_SEA, R-GAMES-01): the 4D draws of Singapore and Malaysia, settled from the
 * official results like the other official games. A pick is four digits that must equal the draw's
 * 1st prize, in order (straight) or in any order (rambolito, the operators' "i-box": 4, 6, 12 or 24
 * orders). Singapore Pools draws its 4D every Wednesday, Saturday and Sunday at 6.30 pm, and Magnum,
 * Sports Toto and Da Ma Cai theirs on the same days at 7.00 pm (Singapore Pools' 4D game rules and
 * draw pages; Sports Toto's draw notice, "commences at 7.00pm"; the operators' published calendars).
 * Singapore and Malaysia keep Manila's time (UTC+8). The Malaysian operators' occasional Tuesday
 * special draws are not offered: a draw number on another weekday names no draw.
 */
function seaGame(code: string, name: string, region: SeaCountry, drawTime: string) {
  return regionalGame({
    code,
    name,
    region,
    digits: 4,
    drawTime,
    drawDays: [3, 6, 0],
    rambolitoOrders: [4, 6, 12, 24],
  });
}

export const SEA_LOTTERIES: readonly HouseLotteryGame[] = [
  seaGame('sea-sg-4d', 'Singapore 4D', 'singapore', '18:30'),
  seaGame('sea-magnum-4d', 'Magnum 4D', 'malaysia', '19:00'),
  seaGame('sea-toto-4d', 'Sports Toto 4D', 'malaysia', '19:00'),
  seaGame('sea-damacai-4d', 'Da Ma Cai 4D', 'malaysia', '19:00'),
];

/** A vendor's lottery of official draws abroad: its menu's groups in order, its games and its mark. */
export interface RegionalLottery<R extends LotteryRegion = LotteryRegion> {
  regions: readonly R[];
  games: readonly HouseLotteryGame[];
  /** The menu's mark, also the icon of its games (they are not catalogue tiles). */
  icon: string;
}

/** The regional lotteries, each with its menu (/lgw/vn/…, /lgw/sea/…). */
export const REGIONAL_LOTTERIES = {
  vn: { regions: VN_REGIONS, games: VN_LOTTERIES, icon: '/m/games/vn-lottery.svg' },
  sea: { regions: SEA_COUNTRIES, games: SEA_LOTTERIES, icon: '/m/games/sea-lottery.svg' },
} as const satisfies Record<string, RegionalLottery>;
export type RegionalLotteryKey = keyof typeof REGIONAL_LOTTERIES;

/** The regional lottery a game belongs to; undefined for the lobby's own games. */
export function regionalLotteryOf(code: string): RegionalLotteryKey | undefined {
  const keys = Object.keys(REGIONAL_LOTTERIES) as RegionalLotteryKey[];
  return keys.find((key) => REGIONAL_LOTTERIES[key].games.some((game) => game.code === code));
}
