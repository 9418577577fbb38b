import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { ApiError } from '../../../shared/lib/api-client';
import type { LoginRedirectState } from '../../../shared/lib/login-redirect';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import { roleOf, useSession } from '../../../shared/stores/session';
import { addRecentGame } from '../api/add-recent-game';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { launchGame } from '../api/launch-game';
import { decideLaunch, type LaunchTarget, prizeModeOf } from '../lib/launch';

/** Whether the trial refusal (R-GAMES-37) is showing; `LaunchRefusal` renders it. */
export const useLaunchRefusal = create<{ open: boolean; set(open: boolean): void }>((set) => ({
  open: false,
  set: (open) => set({ open }),
}));

/** Starts a game by the launch rules (R-GAMES-36 … R-GAMES-40) and records it as recent (R-GAMES-34). */
export function useLaunch() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const role = roleOf(useSession((s) => s.session));
  const elottVendors = useVendorGameTypes().data?.mapping.ELOTT?.vendors.map((v) => v.vassalage);
  const prizeMode = prizeModeOf(elottVendors);
  return useCallback(
    async (target: LaunchTarget) => {
      const decision = decideLaunch(target, role, prizeMode);
      if (decision.kind === 'login') {
        const state: LoginRedirectState = { from: { pathname, search, hash } };
        navigate('/login', { state });
        return;
      }
      if (decision.kind === 'trialRefused') {
        useLaunchRefusal.getState().set(true);
        return;
      }
      if (decision.kind === 'navigate') {
        navigate(decision.to);
        return;
      }
      const loading = notifyLoading('loading');
      try {
        const { url } = await launchGame(decision.query);
        if (!url) throw new ApiError('URL_EMPTY', 'err_url_empty', 404);
        if (target.nodeId !== undefined) await addRecentGame(target.nodeId).catch(() => undefined);
        window.location.assign(url);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TRIAL_FORBIDDEN')
          useLaunchRefusal.getState().set(true);
        else notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
      } finally {
        dismissNotice(loading);
      }
    },
    [role, prizeMode, navigate, pathname, search, hash],
  );
}
