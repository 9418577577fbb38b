import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trialUserQuery } from '../api/get-trial-user';
import { useLoginFreeplay } from '../api/login-freeplay';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * The free-trial action: a trial session (customerType kept as type), then `onStarted`, which goes
 * home (R-AUTH-28) or opens the game the player chose.
 */
export function useFreeTrial(onStarted: () => void) {
  const freeplay = useLoginFreeplay();
  const completeSignIn = useCompleteSignIn();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const trial = await freeplay.mutateAsync();
      await completeSignIn({
        token: trial.token,
        userName: trial.userName,
        type: trial.customerType,
        firstTimeLogin: false,
      });
      // The trial user is kept until logout (R-AUTH-29); its balance reads as demo credit.
      void queryClient.prefetchQuery(trialUserQuery);
      onStarted();
    } catch {
      // The failure is already on screen as a notice (query-client.ts).
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}
