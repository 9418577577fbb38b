import { useTranslation } from '../../i18n';
import { Icon } from './Icon';

/** A dialog's title, which names it (give `titleId` to Dialog's `labelledBy`), and its close button. */
export function DialogHead({
  titleId,
  title,
  onClose,
  closeTestId,
  className = 'dialog-head',
}: {
  titleId: string;
  title: string;
  onClose(): void;
  closeTestId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h2 id={titleId}>{title}</h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('menu_close')}
        onClick={onClose}
        data-testid={closeTestId}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
