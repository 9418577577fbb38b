import type { IdentityProviderSettings } from '@app/contracts';

/** The providers a player signs in with through Firebase Authentication (R-AUTH-07). */
export type ProviderChannel = 'google' | 'facebook';

/** A code Firebase texted: confirming it answers the ID token that proves the number (R-AUTH-38). */
export interface PhoneVerification {
  confirm(code: string): Promise<string>;
}

export interface IdentityClient {
  /** Runs the provider's sign-in and answers its Firebase ID token for the server to check. */
  signIn(channel: ProviderChannel): Promise<string>;
  /** Has Firebase text a code to `e164`, behind an invisible reCAPTCHA placed in `anchor`. */
  sendPhoneCode(e164: string, anchor: HTMLElement): Promise<PhoneVerification>;
}

let loaded: { key: string; client: Promise<IdentityClient> } | null = null;

/**
 * Firebase's SDK, fetched only when a provider button is to be shown (never in the first load), and
 * initialised once per project. Its own session is kept in memory and ended at once: the site's
 * session is the one that counts, and the token only proves the sign-in to the server.
 */
export function loadIdentityClient(settings: IdentityProviderSettings): Promise<IdentityClient> {
  const key = `${settings.projectId}|${settings.emulatorUrl ?? ''}`;
  if (loaded?.key !== key) {
    const client = createClient(settings);
    // A failed load (offline) may be tried again on the next screen.
    client.catch(() => {
      if (loaded?.client === client) loaded = null;
    });
    loaded = { key, client };
  }
  return loaded.client;
}

async function createClient(settings: IdentityProviderSettings): Promise<IdentityClient> {
  const [{ initializeApp }, firebase] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = initializeApp(
    { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
    `identity-${settings.projectId}`,
  );
  // The popup's resolver is given at the tap, not here: here it would fetch Google's iframe loader
  // at once, also on a site that only verifies phones.
  const auth = firebase.initializeAuth(app, { persistence: firebase.inMemoryPersistence });
  if (settings.emulatorUrl) {
    firebase.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    // The emulator texts nothing and checks no reCAPTCHA; the SDK then skips loading it.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  await auth.authStateReady();
  const tokenOf = async (user: { getIdToken(): Promise<string> }) => {
    try {
      return await user.getIdToken();
    } finally {
      await firebase.signOut(auth);
    }
  };
  return {
    async signIn(channel) {
      const provider =
        channel === 'google' ? new firebase.GoogleAuthProvider() : new firebase.FacebookAuthProvider();
      const { user } = await firebase.signInWithPopup(auth, provider, firebase.browserPopupRedirectResolver);
      return tokenOf(user);
    },
    async sendPhoneCode(e164, anchor) {
      const verifier = new firebase.RecaptchaVerifier(auth, anchor, { size: 'invisible' });
      try {
        const confirmation = await firebase.signInWithPhoneNumber(auth, e164, verifier);
        return { confirm: async (code) => tokenOf((await confirmation.confirm(code)).user) };
      } finally {
        verifier.clear();
      }
    },
  };
}
