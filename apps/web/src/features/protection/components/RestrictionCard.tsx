import type { ProtectionBreak } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import * as styles from '../protection.module.css';

interface Props {
  restriction: ProtectionBreak;
  now: number;
  busy: boolean;
  onReopen(): void;
}

/**
 * The break in force: until when, what stays open (withdrawal, records), and, once it has ended,
 * the request to reopen 24 hours later. A national-register exclusion is the operator's to lift.
 */
export function RestrictionCard({ restriction, now, busy, onReopen }: Props) {
  const { t } = useTranslation();
  const { endsAt, reopensAt, kind } = restriction;
  const ended = endsAt !== null && Date.parse(endsAt) <= now;
  const mayReopen = ended && reopensAt === null && kind !== 'national_register';
  return (
    <section
      className={`card-section ${styles.rgSection} ${styles.rgRestriction}`}
      role="status"
      data-testid="rg-restriction"
    >
      <h2>{t('rg_restricted_title')}</h2>
      <p data-testid="rg-restriction-end">
        {kind === 'national_register'
          ? t('rg_restricted_register')
          : endsAt === null
            ? t('rg_restricted_permanent')
            : t('rg_restricted_until', { time: formatManila(endsAt) })}
      </p>
      <p className={styles.rgNote}>{t('rg_restricted_body')}</p>
      <div className={styles.rgActions}>
        <Link to="/withdraw" className="btn btn-primary btn-small">
          {t('title_withdraw')}
        </Link>
        <Link to="/transactionRecord" className="btn btn-ghost btn-small">
          {t('title_transaction_record')}
        </Link>
      </div>
      {reopensAt && <p className={styles.rgNote}>{t('rg_reopens_at', { time: formatManila(reopensAt) })}</p>}
      {mayReopen && (
        <>
          <p className={styles.rgNote}>{t('rg_reopen_hint')}</p>
          <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={onReopen}>
            {t('rg_reopen')}
          </button>
        </>
      )}
    </section>
  );
}
