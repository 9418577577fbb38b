import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { useConsolidatedSettings } from '../../shared/api/get-consolidated-settings';
import { useStatus } from '../../shared/api/get-status';
import { afterLoginPath } from '../../shared/lib/login-redirect';
import { useResumePendingGame } from '../games';
import * as styles from './account.module.css';
import { AccountHeader } from './components/AccountHeader';
import { FreeTrialButton } from './components/FreeTrialButton';
import { LoginForm } from './components/LoginForm';

/**
 * /m/login (R-AUTH-01 … R-AUTH-28): the login form, the free trial and the way to register. A game a
 * guest chose before coming here opens once they are in (useResumePendingGame).
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const registration = useStatus().data?.info.register;
  // Asked for now so that the merchant code is at hand when the login succeeds (R-SYS-25).
  useConsolidatedSettings();
  const canRegister = Boolean(registration?.username || registration?.mobile);
  const resumeGame = useResumePendingGame();
  // The game chosen as a guest opens in place of this screen (issue 19); else back where the player was.
  const signedIn = () => {
    if (!resumeGame()) navigate(afterLoginPath(state), { replace: true });
  };
  const trialStarted = () => {
    if (!resumeGame()) navigate('/home', { replace: true });
  };
  return (
    <div className={styles.accountScreen} data-testid="login-screen">
      <AccountHeader title={t('title_login')} />
      <section className={styles.accountCard}>
        <h2 className={styles.accountHeading}>{t('login_heading')}</h2>
        <p className={styles.accountSubheading}>{t('login_subheading')}</p>
        <LoginForm onSignedIn={signedIn} />
        <div className={styles.accountDivider}>
          <span>{t('login_or')}</span>
        </div>
        <FreeTrialButton onStarted={trialStarted} />
        {canRegister && (
          <p className={styles.accountSwitch}>
            {t('login_no_account')}{' '}
            <Link to="/register" className="text-link" data-testid="register-link">
              {t('login_register_link')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
