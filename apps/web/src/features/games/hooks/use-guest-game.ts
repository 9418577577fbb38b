import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import type { LaunchTarget } from '../lib/launch';
import { inSignInFlow, launchFieldsOf, PENDING_GAME_KEY, parsePendingGame } from '../lib/pending-game';

function visit(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

interface GuestGameState {
  /** The game whose "log in to play" sheet is open (a guest tapped it). */
  offered: LaunchTarget | null;
  /** The game to open once the player has signed in; kept for the visit, so a reload keeps it. */
  pending: LaunchTarget | null;
  /** While the pending game launches after a sign-in, the login screen stays instead of going home. */
  launching: boolean;
}

export const useGuestGame = create<GuestGameState>(() => ({
  offered: null,
  pending: parsePendingGame(visit()?.getItem(PENDING_GAME_KEY) ?? null),
  launching: false,
}));

export const offerGame = (target: LaunchTarget) => useGuestGame.setState({ offered: launchFieldsOf(target) });

export const closeGameOffer = () => useGuestGame.setState({ offered: null });

/** The player chose to log in or register for this game: it opens after the sign-in. */
export function keepPendingGame(target: LaunchTarget): void {
  const kept = launchFieldsOf(target);
  visit()?.setItem(PENDING_GAME_KEY, JSON.stringify(kept));
  useGuestGame.setState({ pending: kept, offered: null });
}

export function dropPendingGame(): void {
  visit()?.removeItem(PENDING_GAME_KEY);
  if (useGuestGame.getState().pending) useGuestGame.setState({ pending: null });
}

/** The pending game, handed out once. */
export function takePendingGame(): LaunchTarget | null {
  const { pending } = useGuestGame.getState();
  dropPendingGame();
  return pending;
}

/**
 * A player who leaves the login, registration and forgotten-password screens for any other has left
 * the flow: the game they chose there must not open after some later, unrelated login.
 */
export function useDropPendingGameOutsideSignIn(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!inSignInFlow(pathname)) dropPendingGame();
  }, [pathname]);
}
