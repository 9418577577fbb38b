import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { safeHtml } from '../../../shared/lib/safe-html';
import { Dialog } from '../../../shared/ui/Dialog';
import * as styles from './content-dialog.module.css';

interface Props {
  title: string;
  /** Sanitised HTML from the server; cleaned once more before it is rendered. */
  html: string;
  onClose(): void;
  closeLabel?: string;
  testId?: string;
}

/** A title and an HTML body in a modal, closed by its button or Escape (hot news, pop-ups). */
export function ContentDialog({ title, html, onClose, closeLabel, testId }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const clean = useMemo(() => safeHtml(html), [html]);
  useEffect(() => close.current?.focus(), []);
  return (
    <Dialog
      frameClassName="dialog-backdrop"
      className={`dialog ${styles.dialog}`}
      labelledBy={titleId}
      onClose={onClose}
      testId={testId}
    >
      <h2 id={titleId}>{title}</h2>
      <div
        className={`rich-text ${styles.body}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by safeHtml (allow-list)
        dangerouslySetInnerHTML={{ __html: clean }}
        data-testid="content-dialog-body"
      />
      <button
        ref={close}
        type="button"
        className="btn btn-primary"
        onClick={onClose}
        data-testid="content-dialog-close"
      >
        {closeLabel ?? t('home_close')}
      </button>
    </Dialog>
  );
}
