import { type BreakChoice, SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from '@app/contracts';
import { useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import * as styles from '../protection.module.css';

export const CHOICE_LABEL: Record<BreakChoice, MessageKey> = {
  '24h': 'rg_choice_24h',
  '7d': 'rg_choice_7d',
  '30d': 'rg_choice_30d',
  '6m': 'rg_choice_6m',
  '1y': 'rg_choice_1y',
  '5y': 'rg_choice_5y',
  permanent: 'rg_choice_permanent',
};

const GROUPS = [
  { title: 'rg_timeout_title', hint: 'rg_timeout_hint', choices: TIME_OUT_CHOICES },
  { title: 'rg_exclusion_title', hint: 'rg_exclusion_hint', choices: SELF_EXCLUSION_CHOICES },
] as const;

/** Time-out and self-exclusion: each choice asks once more, saying what it closes and that it cannot be shortened. */
export function BreakSection({
  busy,
  onTake,
}: {
  busy: boolean;
  onTake(choice: BreakChoice): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<BreakChoice | null>(null);
  return (
    <section className={`card-section ${styles.rgSection}`} aria-labelledby="rg-break-title">
      <h2 id="rg-break-title">{t('rg_break_title')}</h2>
      {GROUPS.map((group) => (
        <div key={group.title}>
          <h3>{t(group.title)}</h3>
          <p className={styles.rgNote}>{t(group.hint)}</p>
          <div className={styles.rgChoices}>
            {group.choices.map((choice) => (
              <button
                key={choice}
                type="button"
                className="btn btn-ghost btn-small"
                disabled={busy}
                onClick={() => setAsking(choice)}
                data-testid={`rg-break-${choice}`}
              >
                {t(CHOICE_LABEL[choice])}
              </button>
            ))}
          </div>
        </div>
      ))}
      {asking && (
        <ConfirmDialog
          message={t('rg_break_confirm', { choice: t(CHOICE_LABEL[asking]) })}
          cancelLabel={t('prompt_cancel')}
          confirmLabel={t('rg_break_start')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void onTake(asking).finally(() => setAsking(null))}
          testId="rg-break-confirm"
        />
      )}
    </section>
  );
}
