import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';

/** A member-centre panel over the page, with its title and a close button. */
export function Sheet({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="dialog-backdrop sheet-backdrop">
      <div
        className="dialog sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="login-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('menu_close')}
            onClick={onClose}
            data-testid="sheet-close"
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
