import { useUi } from '../../../shared/stores/ui';
import { useGuestGame } from '../../games';
import { FirstLoginPrompt } from './FirstLoginPrompt';
import { GuestGameSheet } from './GuestGameSheet';
import { LoginModal } from './LoginModal';
import { LogoutPrompt } from './LogoutPrompt';

/** The account dialog that is open, if any; loaded only when one is (AccountOverlayHost). */
export default function AccountOverlays() {
  const overlay = useUi((s) => s.accountOverlay);
  const offered = useGuestGame((s) => s.offered);
  if (overlay === 'login') return <LoginModal />;
  if (overlay === 'logout') return <LogoutPrompt />;
  if (overlay === 'firstLogin') return <FirstLoginPrompt />;
  if (offered) return <GuestGameSheet game={offered} />;
  return null;
}
