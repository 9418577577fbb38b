import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import type { ProviderChannel } from '../lib/identity-client';
import { type SignedIn, useCompleteSignIn } from './use-complete-sign-in';
import { useIdentityClient } from './use-identity-client';

/**
 * A Google or Facebook button's work (R-AUTH-08, R-REG-11): the provider's sign-in, then `send`
 * gives its token to the server, and the answer is a session as after a password login. A sign-in
 * the provider did not complete (closed, blocked, offline) only takes the loading notice down
 * the server's refusal is said (H-9).
 */
export function useProviderSignIn(
  send: (channel: ProviderChannel, idToken: string) => Promise<SignedIn>,
  onSignedIn: () => void,
  onRefused: (error: unknown) => void = (error) =>
    notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' }),
) {
  const { client, channels } = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);

  const start = async (channel: ProviderChannel) => {
    if (!client || busy) return;
    setBusy(true);
    const loading = notifyLoading('login_submitting');
    try {
      const idToken = await client.signIn(channel).catch(() => null);
      if (idToken === null) return;
      await completeSignIn(await send(channel, idToken));
      onSignedIn();
    } catch (error) {
      onRefused(error);
    } finally {
      dismissNotice(loading);
      setBusy(false);
    }
  };

  return { channels, busy, start };
}
