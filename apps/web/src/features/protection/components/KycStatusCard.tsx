import type { KycState } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import * as styles from '../protection.module.css';

const TITLE = {
  none: 'kyc_status_none',
  pending: 'kyc_status_pending',
  approved: 'kyc_status_approved',
  rejected: 'kyc_status_rejected',
} as const;

/** Where the member's identity verification stands: pending since, approved, or the rejection's reason. */
export function KycStatusCard({ state }: { state: KycState }) {
  const { t } = useTranslation();
  let text = '';
  if (state.status === 'pending' && state.submittedAt)
    text = t('kyc_pending_text', { date: formatManila(state.submittedAt) });
  if (state.status === 'approved') text = t('kyc_approved_text');
  if (state.status === 'rejected') text = t('kyc_rejected_text', { reason: state.reason ?? '' });
  return (
    <section
      className={`card-section ${styles.kycStatus}`}
      data-testid="kyc-status"
      data-status={state.status}
      aria-live="polite"
    >
      <h2>{t(TITLE[state.status])}</h2>
      {text && <p>{text}</p>}
    </section>
  );
}
