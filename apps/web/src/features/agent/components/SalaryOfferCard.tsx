import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useSalaryOffer } from '../api/get-salary-offer';
import * as contractStyles from '../contracts.module.css';
import { useAnswerOffer } from '../hooks/use-answer-offer';
import { SalaryTiers } from './SalaryTiers';

/** The daily-salary offer waiting for the member, with Accept and Reject (R-AGENT-05, R-API-113/114). */
export function SalaryOfferCard() {
  const { t } = useTranslation();
  const offer = useSalaryOffer();
  const answer = useAnswerOffer();
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
              <SalaryTiers tiers={contract.tiers} />
              <p className={styles.note}>{t('salary_offer_terms')}</p>
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
              {t('salary_offer_none')}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
