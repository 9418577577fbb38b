import { create } from 'zustand';

/**
 * The account dialogs that open over any screen: the login modal (R-AUTH-09, R-AUTH-10), the
 * sign-out confirmation (R-AUTH-30) and the first-login password prompt (R-AUTH-18).
 */
export type AccountOverlay = 'login' | 'logout' | 'firstLogin';

interface UiState {
  sideMenuOpen: boolean;
  /** Set by a back swipe: that one navigation runs without the page transition. */
  skipNextTransition: boolean;
  accountOverlay: AccountOverlay | null;
  /**
   * Set by sign-out until a screen open to guests shows: a member-only screen then leads home
   * (R-AUTH-32) rather than to the login (RouteGuard).
   */
  signedOut: boolean;
  toggleSideMenu(): void;
  closeSideMenu(): void;
  setSkipNextTransition(skip: boolean): void;
  showAccountOverlay(overlay: AccountOverlay): void;
  closeAccountOverlay(): void;
  setSignedOut(signedOut: boolean): void;
}

export const useUi = create<UiState>((set) => ({
  sideMenuOpen: false,
  skipNextTransition: false,
  accountOverlay: null,
  signedOut: false,
  toggleSideMenu: () => set((s) => ({ sideMenuOpen: !s.sideMenuOpen })),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  setSkipNextTransition: (skip) => set({ skipNextTransition: skip }),
  showAccountOverlay: (overlay) => set({ accountOverlay: overlay, sideMenuOpen: false }),
  closeAccountOverlay: () => set({ accountOverlay: null }),
  setSignedOut: (signedOut) => set({ signedOut }),
}));
