import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useDividendContract } from '../api/get-dividend-contract';
import * as contractStyles from '../contracts.module.css';
import { useAnswerDividend } from '../hooks/use-dividend-actions';

/** The dividend terms with the member's upline: tiers, period, status, and Accept or Reject (R-AGENT-06). */
export function DividendTermsCard() {
  const { t } = useTranslation();
  const info = useDividendContract();
  const answer = useAnswerDividend();
  return (
    <section className={styles.card} data-testid="dividend-terms">
      <h2 className={styles.heading}>{t('dividend_terms_title')}</h2>
      <QueryState query={info}>
        {({ contract }) =>
          contract ? (
            <>
              <p className={styles.note} data-testid="dividend-terms-from">
                {t('salary_offer_from', {
                  agent: contract.agentAccount,
                  date: formatDate(contract.createdAt),
                })}
              </p>
              <p className={contractStyles.status} data-testid="dividend-terms-status">
                {t(contract.status === 'pending' ? 'contract_status_pending' : 'contract_status_accepted')} ·{' '}
                {t('dividend_period_week')}
              </p>
              <table className={contractStyles.tiers} data-testid="dividend-tiers">
                <thead>
                  <tr>
                    <th scope="col">{t('dividend_tier_profit')}</th>
                    <th scope="col">{t('dividend_tier_percent')}</th>
                  </tr>
                </thead>
                <tbody>
                  {contract.tiers.map((tier) => (
                    <tr key={tier.profit}>
                      <td>{t('salary_tier_from', { amount: formatMoney(tier.profit) })}</td>
                      <td>{tier.percent}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.note}>{t('dividend_terms_note')}</p>
              {contract.status === 'pending' && (
                <div className={contractStyles.actions}>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ contractId: contract.id, accept: false })}
                    data-testid="dividend-reject"
                  >
                    {t('contract_reject')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ contractId: contract.id, accept: true })}
                    data-testid="dividend-accept"
                  >
                    {t('contract_accept')}
                  </button>
                </div>
              )}
            </>
          ) : (
            <p className={styles.empty} data-testid="dividend-terms-none">
              {t('dividend_terms_none')}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
