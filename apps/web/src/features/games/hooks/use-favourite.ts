import type { Game } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import type { LoginRedirectState } from '../../../shared/lib/login-redirect';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import { roleOf, useSession } from '../../../shared/stores/session';
import { addFavourite } from '../api/add-favourite';
import { favouriteIdsKey } from '../api/get-favourite-ids';
import { removeFavourite } from '../api/remove-favourite';

const ADD_LOADING_MS = 2_000;
const REMOVE_LOADING_MS = 1_000;
const SAVED_MS = 1_000;

/**
 * The favourite star (R-GAMES-29 … R-GAMES-31): guests are sent to log in; adding shows a loading
 * message for up to 2 s and "saved" for 1 s; removing shows one for up to 1 s. A failure shows the
 * server's message instead of vanishing silently (H-9).
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const isGuest = roleOf(useSession((s) => s.session)) === 'guest';
  return useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage'>, isFavourite: boolean) => {
      if (isGuest) {
        notify('in_logged_login');
        const state: LoginRedirectState = { from: { pathname, search, hash } };
        navigate('/login', { state });
        return;
      }
      const id = String(game.nodeId);
      const loading = notifyLoading('loading', isFavourite ? REMOVE_LOADING_MS : ADD_LOADING_MS);
      try {
        const call = isFavourite ? removeFavourite : addFavourite;
        const { success } = await call(game.nodeId, game.vassalage);
        dismissNotice(loading);
        if (!success) return;
        queryClient.setQueryData<string[]>(favouriteIdsKey, (ids = []) =>
          isFavourite ? ids.filter((x) => x !== id) : ids.includes(id) ? ids : [...ids, id],
        );
        if (!isFavourite) notify('fav_saved', { tone: 'success', durationMs: SAVED_MS });
      } catch (error) {
        dismissNotice(loading);
        if (error instanceof ApiError && error.code !== 'SESSION_EXPIRED')
          notify(error.messageKey, { tone: 'error' });
      }
    },
    [isGuest, queryClient, navigate, pathname, search, hash],
  );
}
