import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { ApiError } from '../../../shared/lib/api-client';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import { roleOf, useSession } from '../../../shared/stores/session';
import { addRecentGame } from '../api/add-recent-game';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { launchGame } from '../api/launch-game';
import { decideLaunch, type LaunchTarget, prizeModeOf } from '../lib/launch';
import { keepPendingGame, offerGame, takePendingGame, useGuestGame } from './use-guest-game';

/** Whether the trial refusal (R-GAMES-37) is showing; `LaunchRefusal` renders it. */
export const useLaunchRefusal = create<{ open: boolean; set(open: boolean): void }>((set) => ({
  open: false,
  set: (open) => set({ open }),
}));

interface LaunchOptions {
  /** The game takes the place of the current screen in the history (the login it followed). */
  replace?: boolean;
}

/**
 * Starts a game by the launch rules (R-GAMES-36 … R-GAMES-40) and records it as recent (R-GAMES-34).
 * A guest is asked to log in, register or play the demo first (the guest game sheet).
 */
export function useLaunch() {
  const navigate = useNavigate();
  const elottVendors = useVendorGameTypes().data?.mapping.ELOTT?.vendors.map((v) => v.vassalage);
  const prizeMode = prizeModeOf(elottVendors);
  return useCallback(
    async (target: LaunchTarget, { replace = false }: LaunchOptions = {}) => {
      // Read now, not at render: the launch that follows a sign-in must see the new session.
      const role = roleOf(useSession.getState().session);
      const decision = decideLaunch(target, role, prizeMode);
      if (decision.kind === 'login') {
        offerGame(target);
        return;
      }
      if (decision.kind === 'trialRefused') {
        useLaunchRefusal.getState().set(true);
        return;
      }
      if (decision.kind === 'navigate') {
        navigate(decision.to, { replace });
        return;
      }
      const loading = notifyLoading('loading');
      if (replace) useGuestGame.setState({ launching: true });
      try {
        const { url } = await launchGame(decision.query);
        if (!url) throw new ApiError('URL_EMPTY', 'err_url_empty', 404);
        if (target.nodeId !== undefined) await addRecentGame(target.nodeId).catch(() => undefined);
        if (replace) window.location.replace(url);
        else window.location.assign(url);
      } catch (error) {
        useGuestGame.setState({ launching: false });
        if (error instanceof ApiError && error.code === 'TRIAL_FORBIDDEN')
          useLaunchRefusal.getState().set(true);
        // The login modal is opening (R-AUTH-41); the game opens once it has logged the player in.
        else if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') keepPendingGame(target);
        else notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
      } finally {
        dismissNotice(loading);
      }
    },
    [prizeMode, navigate],
  );
}

/**
 * After a login, a registration or a free trial: opens the game the player chose as a guest, in
 * place of the sign-in screen. False when there is none, or the new account may not play it (a
 * trial account and a real-money game), and the caller goes where it would have gone.
 */
export function useResumePendingGame() {
  const launch = useLaunch();
  return useCallback(
    ({ replace = true }: LaunchOptions = {}): boolean => {
      const target = takePendingGame();
      const role = roleOf(useSession.getState().session);
      if (!target || decideLaunch(target, role).kind === 'trialRefused') return false;
      void launch(target, { replace });
      return true;
    },
    [launch],
  );
}
