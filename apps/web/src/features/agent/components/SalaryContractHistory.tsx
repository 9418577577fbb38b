import type { SalaryContractStatus, SalaryPeriod } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useSalaryContractHistory } from '../api/get-salary-contract-history';
import * as contractStyles from '../contracts.module.css';
import { SALARY_TEXTS } from '../lib/salary-period';
import { SalaryTiers } from './SalaryTiers';

const STATUS_KEYS: Record<SalaryContractStatus, MessageKey> = {
  pending: 'contract_status_pending',
  accepted: 'contract_status_accepted',
  rejected: 'contract_status_rejected',
  ended: 'contract_status_ended',
};

/** Earlier contracts of the period, received and offered, with their outcome (R-AGENT-05, R-API-115). */
export function SalaryContractHistory({ period }: { period: SalaryPeriod }) {
  const { t } = useTranslation();
  const history = useSalaryContractHistory(period);
  return (
    <section className={styles.card} data-testid="salary-history">
      <h2 className={styles.heading}>{t('salary_history_title')}</h2>
      <QueryState query={history}>
        {({ list }) =>
          list.length === 0 ? (
            <p className={styles.empty} data-testid="salary-history-empty">
              {t(SALARY_TEXTS[period].historyNone)}
            </p>
          ) : (
            <ul className={styles.rows}>
              {list.map((contract) => (
                <li key={contract.id} className={styles.row} data-testid="salary-history-row">
                  <div className={styles.rowMain}>
                    <strong>
                      {contract.role === 'received'
                        ? t('salary_from', { account: contract.agentAccount })
                        : t('salary_to', { account: contract.memberAccount })}
                    </strong>
                    <span className={contractStyles.status} data-testid="salary-history-status">
                      {t(STATUS_KEYS[contract.status])}
                    </span>
                  </div>
                  <div className={styles.rowMeta}>
                    <span>{formatDate(contract.createdAt)}</span>
                  </div>
                  <SalaryTiers tiers={contract.tiers} period={period} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
