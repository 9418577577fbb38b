import { useTranslation } from '../../i18n';
import * as styles from './page-spinner.module.css';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageSpinner} role="status" data-testid="page-spinner" aria-live="polite">
      <span className="spinner" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
