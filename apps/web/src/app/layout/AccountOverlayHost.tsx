import { useUi } from '../../shared/stores/ui';
import { LazyScreen } from './LazyScreen';

const loadAccountOverlays = () => import('../../features/account/components/AccountOverlays');

/** The login modal and the account prompts load only when one is opened, never in a guest's first load. */
export function AccountOverlayHost() {
  const open = useUi((s) => s.accountOverlay !== null);
  return open ? <LazyScreen load={loadAccountOverlays} /> : null;
}
