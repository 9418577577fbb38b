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
 * vendor gives none (answered as URL_EMPTY). The in-house vendor adds its own adapter later.
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

/** Picks the adapter for a vendor; only the URL-template one exists so far. */
export function adapterFor(_vendor: LaunchRequest['vendor']): VendorAdapter {
  return urlTemplateAdapter;
}
