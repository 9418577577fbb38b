import type { SalaryContractStatus } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { QueryState } from '../../../shared/ui/QueryState';
import { useSalaryContractHistory } from '../api/get-salary-contract-history';
import { SalaryTiers } from './SalaryTiers';

const STATUS_KEYS: Record<SalaryContractStatus, MessageKey> = {
  pending: 'contract_status_pending',
  accepted: 'contract_status_accepted',
  rejected: 'contract_status_rejected',
  ended: 'contract_status_ended',
};

/** Earlier contracts, received and offered, with their outcome (R-AGENT-05, R-API-115). */
export function SalaryContractHistory() {
  const { t } = useTranslation();
  const history = useSalaryContractHistory();
  return (
    <section className="agent-card" data-testid="salary-history">
      <h2 className="agent-heading">{t('salary_history_title')}</h2>
      <QueryState query={history}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="agent-empty" data-testid="salary-history-empty">
              {t('salary_history_none')}
            </p>
          ) : (
            <ul className="agent-rows">
              {list.map((contract) => (
                <li key={contract.id} className="agent-row" data-testid="salary-history-row">
                  <div className="agent-row-main">
                    <strong>
                      {contract.role === 'received'
                        ? t('salary_from', { account: contract.agentAccount })
                        : t('salary_to', { account: contract.memberAccount })}
                    </strong>
                    <span className="contract-status" data-testid="salary-history-status">
                      {t(STATUS_KEYS[contract.status])}
                    </span>
                  </div>
                  <div className="agent-row-meta">
                    <span>{formatDate(contract.createdAt)}</span>
                  </div>
                  <SalaryTiers tiers={contract.tiers} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
