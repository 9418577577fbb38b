import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { closeTarget } from '../lib/close-target';

/** The game's close control (SPEC §2): home with `pageBack`, else back to the page the player came from. */
export function useCloseGame() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(() => {
    const target = closeTarget(params, document.referrer, location.origin);
    if (target.kind === 'home') navigate('/home', { replace: true });
    else if (history.length > 1) history.back();
    else location.replace(target.path);
  }, [navigate, params]);
}
