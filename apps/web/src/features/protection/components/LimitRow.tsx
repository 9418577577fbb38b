import type { LimitKey } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { isConfirmable, type LimitSlot } from '../lib/limits';
import * as styles from '../protection.module.css';
import { limitText, PERIOD_LABEL } from './format';

interface Props {
  slot: LimitSlot;
  now: number;
  busy: boolean;
  onEdit(slot: LimitSlot): void;
  onRemove(key: LimitKey): void;
  onConfirm(key: LimitKey): void;
}

/** One limit: its value and what the period used, a pending change with when it may be confirmed. */
export function LimitRow({ slot, now, busy, onEdit, onRemove, onConfirm }: Props) {
  const { t } = useTranslation();
  const { limit, kind, period } = slot;
  const key = { kind, period };
  const pending = limit?.pending ?? null;
  return (
    <li className={styles.rgRow} data-testid={`rg-limit-${kind}-${period}`}>
      <div className={styles.rgRowMain}>
        <span className={styles.rgPeriod}>{t(PERIOD_LABEL[period])}</span>
        <strong className={styles.rgValue} data-testid="rg-limit-value">
          {limit ? limitText(t, kind, limit.value) : t('rg_no_limit')}
        </strong>
      </div>
      {limit?.used != null && (
        <p className={styles.rgNote}>
          {t('rg_used', { used: limitText(t, kind, limit.used), limit: limitText(t, kind, limit.value) })}
        </p>
      )}
      {pending && (
        <p className={styles.rgPending} data-testid="rg-pending">
          {t(pending.value === null ? 'rg_pending_remove' : 'rg_pending_raise', {
            value: pending.value === null ? '' : limitText(t, kind, pending.value),
            time: formatManila(pending.confirmableAt),
          })}
        </p>
      )}
      <div className={styles.rgActions}>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={busy}
          onClick={() => onEdit(slot)}
        >
          {t(limit ? 'rg_change' : 'rg_set')}
        </button>
        {limit && !pending && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={busy}
            onClick={() => onRemove(key)}
          >
            {t('rg_remove')}
          </button>
        )}
        {pending && (
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy || !isConfirmable(limit, now)}
            onClick={() => onConfirm(key)}
            data-testid="rg-confirm"
          >
            {t('rg_confirm_change')}
          </button>
        )}
      </div>
    </li>
  );
}
