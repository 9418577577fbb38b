import { type RefObject, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHasScreen } from '../../../shared/lib/screens';
import { useSession } from '../../../shared/stores/session';
import { closePathOf, frameTokenOf } from '../lib/lottery';

const CLOSE_MESSAGE = 'lottery:close';

/** Whether this page is the lottery page framed by /m/launchGame, rather than opened on its own. */
const framed = (params: URLSearchParams) => params.get('mui') === '1' && window.parent !== window;

/**
 * The framed lottery page's close control (R-NAV-23): the launcher around it decides where to go,
 * since only its address has `pageBack`. Opened on its own, the page closes to the lottery hall.
 * A page opened for a session that has since ended closes at once rather than play on another one.
 */
export function useFramedClose() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hasScreen = useHasScreen();
  const token = useSession((s) => s.session?.token);
  const close = useCallback(() => {
    if (framed(params)) window.parent.postMessage(CLOSE_MESSAGE, window.location.origin);
    else navigate(closePathOf(params, hasScreen), { replace: true });
  }, [params, navigate, hasScreen]);
  const staleSession = framed(params) && frameTokenOf(hash) !== token;
  useEffect(() => {
    if (staleSession) close();
  }, [staleSession, close]);
  return { close, staleSession };
}

/** The launcher's side: a close asked by its own frame, and by nothing else, runs `onClose`. */
export function useFrameClose(frame: RefObject<HTMLIFrameElement | null>, onClose: () => void) {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow;
      if (fromFrame && event.origin === window.location.origin && event.data === CLOSE_MESSAGE) onClose();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, onClose]);
}
