import { useTranslation } from '../../../i18n';

export function HelpEmpty() {
  const { t } = useTranslation();
  return (
    <p className="empty-state" data-testid="help-empty">
      {t('in_no_data')}
    </p>
  );
}
