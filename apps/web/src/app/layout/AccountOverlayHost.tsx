import { useGuestGame } from '../../features/games';
import { useUi } from '../../shared/stores/ui';
import { LazyScreen } from './LazyScreen';

const loadAccountOverlays = () => import('../../features/account/components/AccountOverlays');

/**
 * The login modal, the account prompts and the guest's "log in to play" sheet load only when one is
 * opened, never in a guest's first load.
 */
export function AccountOverlayHost() {
  const open = useUi((s) => s.accountOverlay !== null);
  const offered = useGuestGame((s) => s.offered !== null);
  return open || offered ? <LazyScreen load={loadAccountOverlays} /> : null;
}
