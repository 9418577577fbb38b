import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginFreeplay } from '../api/login-freeplay';
import { useCompleteSignIn } from './use-complete-sign-in';

/** The free-trial action: a trial session (customerType kept as type), then home (R-AUTH-28). */
export function useFreeTrial() {
  const freeplay = useLoginFreeplay();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
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
      navigate('/home', { replace: true });
    } catch {
      // The failure is already on screen as a notice (query-client.ts).
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}
