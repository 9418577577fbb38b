import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { type LimitSlot, parseLimitValue, waitsForCoolingOff } from '../lib/limits';
import * as styles from '../protection.module.css';
import { KIND_TITLE, PERIOD_LABEL } from './format';

interface Props {
  slot: LimitSlot;
  busy: boolean;
  onSave(value: number): void;
  onClose(): void;
}

/** Sets one limit; a raise says before saving that it waits 24 hours and a confirmation. */
export function LimitEditor({ slot, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(slot.limit ? String(slot.limit.value) : '');
  const [touched, setTouched] = useState(false);
  const value = parseLimitValue(slot.kind, text);
  const session = slot.kind === 'session';
  const invalid = touched && value === null;
  return (
    <Sheet
      title={`${t(KIND_TITLE[slot.kind])} · ${t(PERIOD_LABEL[slot.period])}`}
      onClose={onClose}
      testId="rg-editor"
    >
      <form
        className={styles.rgEditor}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (value !== null) onSave(value);
        }}
      >
        <label htmlFor={id}>{t(session ? 'rg_minutes_label' : 'rg_amount_label')}</label>
        <input
          id={id}
          inputMode={session ? 'numeric' : 'decimal'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-note`}
          data-testid="rg-editor-value"
        />
        <p id={`${id}-note`} className={invalid ? `${styles.rgNote} ${styles.rgError}` : styles.rgNote}>
          {invalid
            ? t(session ? 'rg_invalid_minutes' : 'rg_invalid_amount')
            : value !== null && waitsForCoolingOff(slot.limit, value)
              ? t('rg_raise_waits')
              : t('rg_lower_now')}
        </p>
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          data-testid="rg-editor-save"
        >
          {t('rg_save')}
        </button>
      </form>
    </Sheet>
  );
}
