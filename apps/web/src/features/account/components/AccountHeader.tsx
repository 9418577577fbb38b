import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';
import { LanguageSelector } from '../../system';
import * as styles from '../account.module.css';

/**
 * The account screens show no site header (R-NAV-30), so they carry their own: back, the title,
 * and the language, whose change re-checks the filled fields (R-AUTH-25).
 */
export function AccountHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  // Opened directly (no history inside the app): back means home.
  const back = () => (key === 'default' ? navigate('/home') : navigate(-1));
  return (
    <header className={styles.accountHeader}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header_back')}
        onClick={back}
        data-testid="account-back"
      >
        <Icon name="back" />
      </button>
      <h1 className={styles.accountHeaderTitle}>{title}</h1>
      <LanguageSelector variant="header" />
    </header>
  );
}
