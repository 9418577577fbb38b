import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Dialog } from './Dialog';

interface Props {
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  busy?: boolean;
  testId?: string;
}

/** A question with two answers; Cancel takes the focus so that a stray tap confirms nothing. */
export function ConfirmDialog({
  message,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  busy,
  testId,
}: Props) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog
      frameClassName="dialog-backdrop"
      className="dialog"
      role="alertdialog"
      labelledBy={messageId}
      describedBy={messageId}
      onClose={onCancel}
      testId={testId}
    >
      <p id={messageId} className="dialog-message">
        {message}
      </p>
      <div className="dialog-actions">
        <button
          ref={cancel}
          type="button"
          className="btn btn-ghost"
          onClick={onCancel}
          data-testid="dialog-cancel"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy}
          data-testid="dialog-confirm"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
