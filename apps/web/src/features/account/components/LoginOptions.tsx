import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';

/** Remember me and the forgot-password link, under either login mode (R-AUTH-06, R-AUTH-26). */
export function LoginOptions({
  remember,
  onRemember,
  sms = false,
}: {
  remember: boolean;
  onRemember(on: boolean): void;
  /** The SMS mode remembers the number rather than a username. */
  sms?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.formOptions}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => onRemember(e.target.checked)}
          data-testid="remember"
        />
        <span>{t(sms ? 'login_remember_number' : 'login_remember')}</span>
      </label>
      <Link to="/forget" className="text-link" data-testid="forgot-link">
        {t('login_forgot')}
      </Link>
    </div>
  );
}
