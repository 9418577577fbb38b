import type { SalaryPeriod } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useSalaryOffer } from '../api/get-salary-offer';
import * as contractStyles from '../contracts.module.css';
import { useAnswerOffer } from '../hooks/use-answer-offer';
import { SALARY_TEXTS } from '../lib/salary-period';
import { SalaryTiers } from './SalaryTiers';

/** The salary offer of the period waiting for the member, with Accept and Reject (R-AGENT-05, R-AGENT-06). */
export function SalaryOfferCard({ period }: { period: SalaryPeriod }) {
  const { t } = useTranslation();
  const offer = useSalaryOffer(period);
  const answer = useAnswerOffer(period);
  return (
    <section className={styles.card} data-testid="salary-offer">
      <h2 className={styles.heading}>{t('salary_offer_title')}</h2>
      <QueryState query={offer}>
        {({ contract }) =>
          contract ? (
            <>
              <p className={styles.note} data-testid="salary-offer-from">
                {t('salary_offer_from', {
                  agent: contract.agentAccount,
                  date: formatDate(contract.createdAt),
                })}
              </p>
              <SalaryTiers tiers={contract.tiers} period={period} />
              <p className={styles.note}>{t(SALARY_TEXTS[period].terms)}</p>
              <div className={contractStyles.actions}>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ contractId: contract.id, accept: false })}
                  data-testid="salary-offer-reject"
                >
                  {t('contract_reject')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ contractId: contract.id, accept: true })}
                  data-testid="salary-offer-accept"
                >
                  {t('contract_accept')}
                </button>
              </div>
            </>
          ) : (
            <p className={styles.empty} data-testid="salary-offer-none">
              {t(SALARY_TEXTS[period].none)}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
