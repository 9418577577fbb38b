import { type LotteryRegion, type RegionalLotteryKey, regionalLotteryOf } from '@app/contracts';
import type { MessageKey } from '../../../i18n';

/** What a regional lottery's menu (R-GAMES-45) says and where it lives. */
export interface RegionalMenu {
  path: string;
  /** The menu's title, also the lobby link's. */
  title: MessageKey;
  /** The lobby link's line under the title. */
  hint: MessageKey;
  /** The menu's first line: how a pick wins and where results come from. */
  note: MessageKey;
  emptyWhy: MessageKey;
  /** The accessible name of the group tabs. */
  groups: MessageKey;
  /** The game page's note on where the numbers come from. */
  officialText: MessageKey;
}

export const REGIONAL_MENUS: Record<RegionalLotteryKey, RegionalMenu> = {
  vn: {
    path: '/lotteryVn',
    title: 'title_lottery_vn',
    hint: 'lottery_vn_link_hint',
    note: 'lottery_vn_note',
    emptyWhy: 'lottery_vn_empty_why',
    groups: 'lottery_vn_regions',
    officialText: 'lottery_vn_official_text',
  },
  sea: {
    path: '/lotterySea',
    title: 'title_lottery_sea',
    hint: 'lottery_sea_link_hint',
    note: 'lottery_sea_note',
    emptyWhy: 'lottery_sea_empty_why',
    groups: 'lottery_sea_countries',
    officialText: 'lottery_sea_official_text',
  },
};

/** The name of a menu's group: a Vietnamese region or a country. */
export const REGION_LABELS: Record<LotteryRegion, MessageKey> = {
  north: 'lottery_vn_region_north',
  central: 'lottery_vn_region_central',
  south: 'lottery_vn_region_south',
  singapore: 'lottery_sea_country_singapore',
  malaysia: 'lottery_sea_country_malaysia',
};

/** The game page's note on an official game's numbers: its regional lottery's, else PCSO's. */
export function officialTextOf(gameId: string): MessageKey {
  const regional = regionalLotteryOf(gameId);
  return regional ? REGIONAL_MENUS[regional].officialText : 'lottery_official_text';
}
