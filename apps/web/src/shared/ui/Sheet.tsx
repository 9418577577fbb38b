import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n';
import { Dialog } from './Dialog';
import { Icon } from './Icon';

/** The looks of a sheet: the member centre's panels, or the in-house game's over its reels. */
const LOOKS = {
  page: { backdrop: 'dialog-backdrop sheet-backdrop', panel: 'dialog sheet', head: 'dialog-head' },
  game: { backdrop: 'slot-sheet-backdrop', panel: 'slot-sheet', head: 'slot-sheet-head' },
} as const;

/** A panel over the page, with its title and a close button. */
export function Sheet({
  title,
  onClose,
  children,
  testId,
  look = 'page',
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId: string;
  look?: keyof typeof LOOKS;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      frameClassName={LOOKS[look].backdrop}
      className={LOOKS[look].panel}
      labelledBy={titleId}
      onClose={onClose}
      testId={testId}
    >
      <div className={LOOKS[look].head}>
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
    </Dialog>
  );
}
