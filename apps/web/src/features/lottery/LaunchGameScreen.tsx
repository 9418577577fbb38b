import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMerchant } from '../../shared/hooks/use-merchant';
import { useHasScreen } from '../../shared/lib/screens';
import { useSession } from '../../shared/stores/session';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import * as styles from './components/lottery.module.css';
import { useFrameClose } from './hooks/use-lottery-frame';
import { closePathOf, framePathOf } from './lib/lottery';

/**
 * /m/launchGame (R-NAV-22, R-GAMES-41): the lottery page in a full-screen frame of this site, its
 * path built from the launch parameters, the session token and the merchant code. The frame's close
 * control leads home with pageBack=home, else to the lottery hall (R-NAV-16, R-NAV-23).
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hasScreen = useHasScreen();
  const token = useSession((s) => s.session?.token ?? '');
  const { merchant, ready } = useMerchant();
  const frame = useRef<HTMLIFrameElement>(null);
  const close = useCallback(
    () => navigate(closePathOf(params, hasScreen), { replace: true }),
    [navigate, params, hasScreen],
  );
  useFrameClose(frame, close);
  if (!ready) return <PageSpinner />;
  return (
    <iframe
      ref={frame}
      src={framePathOf(params, token, merchant)}
      title={t('title_launch_game')}
      className={styles.frame}
      data-testid="lottery-frame"
    />
  );
}
