import { type ReactNode, useId } from 'react';
import { Dialog } from './Dialog';
import { DialogHead } from './DialogHead';
import * as styles from './sheet.module.css';

/** The looks of a sheet: the member centre's panels, or the in-house game's over its reels. */
const LOOKS = {
  page: {
    backdrop: `dialog-backdrop ${styles.pageFrame}`,
    panel: `dialog ${styles.pagePanel}`,
    head: 'dialog-head',
  },
  game: { backdrop: styles.gameFrame, panel: styles.gamePanel, head: styles.gameHead },
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
  const titleId = useId();
  return (
    <Dialog
      frameClassName={LOOKS[look].backdrop}
      className={LOOKS[look].panel}
      labelledBy={titleId}
      onClose={onClose}
      testId={testId}
    >
      <DialogHead
        className={LOOKS[look].head}
        titleId={titleId}
        title={title}
        onClose={onClose}
        closeTestId="sheet-close"
      />
      {children}
    </Dialog>
  );
}
