import { SITE_CATEGORIES } from '@app/contracts';
import type { LaunchTarget } from './launch';

/** sessionStorage key of the game a guest chose before logging in or registering. */
export const PENDING_GAME_KEY = 'pendingGame';

/** The screens of the sign-in flow: leaving them for any other screen drops the pending game. */
export const SIGN_IN_PATHS = ['/login', '/register', '/register.html', '/forget'];

export const inSignInFlow = (pathname: string) =>
  SIGN_IN_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** A stored pending game, or null when the stored text is not one (an old or edited entry). */
export function parsePendingGame(raw: string | null): LaunchTarget | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  const valid =
    typeof t.vassalage === 'string' &&
    typeof t.gameName === 'string' &&
    Number.isInteger(t.supportPlay) &&
    (SITE_CATEGORIES as readonly unknown[]).includes(t.category) &&
    (t.nodeId === undefined || Number.isInteger(t.nodeId)) &&
    [t.gameId, t.gameGroupId, t.lottoMode, t.gameCode].every(optionalString);
  return valid ? (value as LaunchTarget) : null;
}

/** Only what a launch reads is kept: a tile's game carries icons, counts and more. */
export function launchFieldsOf(target: LaunchTarget): LaunchTarget {
  const { vassalage, supportPlay, gameName, category, gameId, nodeId, gameGroupId, lottoMode, gameCode } =
    target;
  return { vassalage, supportPlay, gameName, category, gameId, nodeId, gameGroupId, lottoMode, gameCode };
}
