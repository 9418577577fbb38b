import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../shared/stores/notices';
import { usePlaySession, useSetRealityCheck } from '../api/play-session';
import * as styles from '../protection.module.css';

/** How often the reality check appears, chosen on the responsible-gaming page (issue 16). */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const id = useId();
  const session = usePlaySession(true);
  const save = useSetRealityCheck();
  const chosen = session.data?.realityCheckMinutes;
  return (
    <section
      className={`card-section ${styles.rgSection}`}
      aria-labelledby={`${id}-title`}
      data-testid="rg-reality-check"
    >
      <h2 id={`${id}-title`}>{t('reality_check_title')}</h2>
      <p className={styles.rgNote}>{t('reality_check_hint')}</p>
      <label className={styles.rgNote} htmlFor={id}>
        {t('reality_check_every')}
      </label>
      <select
        id={id}
        className={styles.rgSelect}
        value={chosen ?? ''}
        disabled={chosen === undefined || save.isPending}
        onChange={(e) =>
          save.mutate(Number(e.target.value) as RealityCheckMinutes, {
            onSuccess: () => notify('reality_check_saved', { tone: 'success' }),
            onError: () => notify('err_unknown', { tone: 'error' }),
          })
        }
        data-testid="rg-reality-check-minutes"
      >
        {chosen === undefined && <option value="">…</option>}
        {REALITY_CHECK_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('reality_check_minutes', { minutes })}
          </option>
        ))}
      </select>
    </section>
  );
}
