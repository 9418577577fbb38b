import { useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

/** A new version of the site is ready (R-DL-18): reload into it now, or keep playing. */
export function UpdatePrompt({ onLater, onReload }: { onLater(): void; onReload(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      message={t('dl_update_message')}
      cancelLabel={t('dl_update_later')}
      confirmLabel={t('dl_update_reload')}
      onCancel={onLater}
      onConfirm={onReload}
      testId="update-prompt"
    />
  );
}
