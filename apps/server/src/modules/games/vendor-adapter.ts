import { CRASH_GAME_CODE, HOUSE_VENDOR, lotteryGameByCode } from '@app/contracts';

/** What an adapter needs to build a launch URL for one vendor. */
export interface LaunchRequest {
  vendor: { code: string; launchUrlTemplate: string | null; inHouse: boolean };
  /** Null for a vendor-lobby launch. */
  game: { nodeId: number; gameId: string; gameCode: string; roomId: string | null } | null;
  token: string;
  language: string;
  lobbyUrl: string;
  memberId: number;
}

/**
 * A vendor integration: turns a launch into the URL the player's browser opens, or null when the
 * vendor gives none (answered as URL_EMPTY).
 */
export interface VendorAdapter {
  launchUrl(request: LaunchRequest): Promise<string | null>;
}

const PLACEHOLDER = /\{(token|gameId|gameCode|roomId|nodeId|vendor|language|lobbyUrl)\}/g;

/** The generic adapter: the vendor row's `launch_url_template` with URL-encoded placeholder values. */
export const urlTemplateAdapter: VendorAdapter = {
  async launchUrl({ vendor, game, token, language, lobbyUrl }) {
    const template = vendor.launchUrlTemplate?.trim();
    if (!template) return null;
    const values: Record<string, string> = {
      token,
      gameId: game?.gameId ?? 'lobby',
      gameCode: game?.gameCode ?? 'lobby',
      roomId: game?.roomId ?? '',
      nodeId: game ? String(game.nodeId) : '',
      vendor: vendor.code,
      language,
      lobbyUrl,
    };
    return template.replace(PLACEHOLDER, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  },
};

/** Our own slots: the game page of this site, which opens its session with the launch token. */
export const houseAdapter: VendorAdapter = {
  async launchUrl({ game, token }) {
    if (!game) return null;
    if (game.gameId === CRASH_GAME_CODE) return `/m/house/crash?${new URLSearchParams({ token })}`;
    // A house lottery opens through the lottery's own route (R-NAV-18), which plays with the session;
    // an official-results game (LOTT) in the lottery prize mode, a house draw in the e-lottery one.
    const lottery = lotteryGameByCode(game.gameId);
    if (lottery) {
      const official = lottery.kind === 'official';
      const query = { gameId: game.gameId, prize_mode: official ? 'Lott' : 'Elott' };
      return `/m/startLottery?${new URLSearchParams(official ? { ...query, playType: 'trad' } : query)}`;
    }
    const query = new URLSearchParams({ game: game.gameId, token });
    return `/m/house/slot?${query}`;
  },
};

export function adapterFor(vendor: LaunchRequest['vendor']): VendorAdapter {
  return vendor.inHouse && vendor.code === HOUSE_VENDOR ? houseAdapter : urlTemplateAdapter;
}
