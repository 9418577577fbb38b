import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../shared/ui/Dialog';
import * as styles from '../install.module.css';

/** An iOS option chosen outside Safari: nothing downloads, the player is told to use Safari (R-DL-13). */
export function SafariAlert({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Dialog
      frameClassName="dialog-backdrop"
      className="dialog"
      role="alertdialog"
      labelledBy={messageId}
      describedBy={messageId}
      testId="safari-alert"
    >
      <p id={messageId} className="dialog-message">
        {t('dl_use_safari')}
      </p>
      <button
        ref={confirm}
        type="button"
        className={`btn btn-primary btn-block ${styles.alertOk}`}
        onClick={onConfirm}
      >
        {t('prompt_confirm')}
      </button>
    </Dialog>
  );
}
