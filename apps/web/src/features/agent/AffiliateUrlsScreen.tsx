import { isAgentType } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import * as styles from './agent.module.css';
import { useAffiliateUrls } from './api/get-affiliate-urls';
import { AffiliateUrlForm } from './components/AffiliateUrlForm';
import { AffiliateUrlRows } from './components/AffiliateUrlRows';
import { NotAgentCard } from './components/NotAgentCard';
import { useAffiliateUrlActions } from './hooks/use-affiliate-urls';

/**
 * /m/member/agent/affiliateUrls: the agent creates affiliate URLs on the hosts the operator allows
 * with a default rebate, sees each one's registrations, copies it, and deletes it after a
 * confirmation (R-AGENT-13, AGEDOWNMAN3).
 */
export default function AffiliateUrlsScreen() {
  const { t } = useTranslation();
  const isAgent = isAgentType(useSession((s) => s.session)?.type);
  const urls = useAffiliateUrls(isAgent);
  const actions = useAffiliateUrlActions(urls.data?.domains ?? [], urls.data?.maxRebate ?? 0);
  if (!isAgent) return <NotAgentCard />;
  return (
    <div className={styles.screen} data-testid="affiliate-urls">
      <QueryState query={urls}>
        {(data) => (
          <>
            <AffiliateUrlForm
              actions={actions}
              domains={data.domains}
              maxRebate={data.maxRebate}
              full={data.list.length >= data.limit}
            />
            <section className={styles.card} aria-labelledby="affiliate-list-title">
              <h2 className={styles.heading} id="affiliate-list-title">
                {t('affiliate_yours')}
              </h2>
              <AffiliateUrlRows urls={data.list} removing={actions.removing} onRemove={actions.remove} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
