import { TIMING } from '@app/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from './Icon';

export type PromptVariant = 'loginPassword' | 'secureText' | 'plainText';

interface Props {
  open: boolean;
  variant: PromptVariant;
  title: string;
  placeholder?: string;
  maxLength?: number;
  onCancel(): void;
  onConfirm(value: string): void;
}

/**
 * The generic prompt (R-NAV-43): a masked login-password or secure-text field, or plain text,
 * with Cancel and Confirm; the field takes focus 500 ms after opening (R-CONST-11).
 */
export function PromptDialog({ open, variant, title, placeholder, maxLength, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [revealed, setRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    setValue('');
    setRevealed(false);
    const timer = setTimeout(() => input.current?.focus(), TIMING.promptFocusDelayMs);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  const masked = variant !== 'plainText' && !revealed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(value);
  };
  return (
    <div className="dialog-backdrop">
      <form className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        <div className="field">
          <input
            ref={input}
            type={masked ? 'password' : 'text'}
            autoComplete={variant === 'loginPassword' ? 'current-password' : 'off'}
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            onChange={(e) => setValue(e.target.value)}
          />
          {variant === 'loginPassword' && (
            <button
              type="button"
              className="field-eye"
              aria-label={t(revealed ? 'prompt_hide_password' : 'prompt_show_password')}
              onClick={() => setRevealed((r) => !r)}
            >
              <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
            </button>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('prompt_cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('prompt_confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}
