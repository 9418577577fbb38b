import { useUi } from '../../../shared/stores/ui';
import { FirstLoginPrompt } from './FirstLoginPrompt';
import { LoginModal } from './LoginModal';
import { LogoutPrompt } from './LogoutPrompt';
import '../account.css';

/** The account dialog that is open, if any; loaded only when one is (AccountOverlayHost). */
export default function AccountOverlays() {
  const overlay = useUi((s) => s.accountOverlay);
  if (overlay === 'login') return <LoginModal />;
  if (overlay === 'logout') return <LogoutPrompt />;
  if (overlay === 'firstLogin') return <FirstLoginPrompt />;
  return null;
}
