import { TIMING } from '@app/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from './Dialog';
import * as styles from './prompt-dialog.module.css';

/**
 * R-NAV-43's three kinds: the login password and a secret such as a payment password are masked
 * (the password one offered to the browser's password manager), plain text is not.
 */
const INPUTS = {
  password: { type: 'password', autoComplete: 'current-password' },
  secure: { type: 'password', autoComplete: 'off' },
  text: { type: 'text', autoComplete: 'off' },
} as const;

interface Props {
  kind: keyof typeof INPUTS;
  title: string;
  /** What the answer is for, above the field. */
  message: ReactNode;
  label: string;
  cancelLabel: string;
  confirmLabel: string;
  /** A refusal to show under the field; typing clears it through `onChange`. */
  error?: ReactNode;
  busy?: boolean;
  onChange?(): void;
  onCancel(): void;
  onConfirm(value: string): void;
  testId: string;
}

/**
 * A question answered by typing (R-NAV-43): Cancel and Confirm, and the field focused 500 ms after
 * opening, once the sheet has settled, so a phone's keyboard does not push it while it moves.
 */
export function PromptDialog({
  kind,
  title,
  message,
  label,
  cancelLabel,
  confirmLabel,
  error,
  busy,
  onChange,
  onCancel,
  onConfirm,
  testId,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), TIMING.promptFocusDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(value);
  };
  return (
    <Dialog
      frameClassName="dialog-backdrop"
      className="dialog"
      labelledBy={`${id}-title`}
      onClose={onCancel}
      testId={testId}
    >
      <form onSubmit={submit} noValidate data-kind={kind}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="dialog-message">{message}</p>
        <label className={styles.label} htmlFor={`${id}-input`}>
          {label}
        </label>
        <div className="field">
          <input
            ref={input}
            id={`${id}-input`}
            {...INPUTS[kind]}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              onChange?.();
            }}
            data-testid={`${testId}-input`}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel} data-testid="dialog-cancel">
            {cancelLabel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="dialog-confirm"
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
