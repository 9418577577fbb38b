import type { AgentApplication } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import '../../../styles/tokens/agent.css';
import * as styles from '../agent.module.css';

/** Where the member's application stands: pending, approved, or rejected with the operator's reason. */
export function ApplicationStatus({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="agent-status" data-status={application.status}>
      <h2 className={styles.heading}>{t('agent_status_title')}</h2>
      <p className={styles.chip}>{t(`agent_status_${application.status}`)}</p>
      <p className={styles.note}>{t('agent_applied_on', { date: formatManila(application.createdAt) })}</p>
      {application.status === 'pending' && <p className={styles.note}>{t('agent_pending_note')}</p>}
      {application.reason && (
        <p className={styles.reason} data-testid="agent-reason">
          {t('agent_reason', { reason: application.reason })}
        </p>
      )}
    </section>
  );
}
