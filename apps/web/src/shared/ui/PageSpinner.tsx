import { useTranslation } from '../../i18n';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
