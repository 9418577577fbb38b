import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useDirectDownlines } from '../api/get-direct-downlines';
import { useDownlineRebates } from '../api/get-downline-rebates';
import { DownlineRebateForm } from './DownlineRebateForm';

/** Choose a direct downline, then change their rates (R-AGENT-12). */
export function DownlineRebates() {
  const { t } = useTranslation();
  const downlines = useDirectDownlines(true);
  const [memberId, setMemberId] = useState('');
  const current = useDownlineRebates(memberId);
  return (
    <section className={styles.card} aria-labelledby="rebates-change-title" data-testid="rebates-change">
      <h2 className={styles.heading} id="rebates-change-title">
        {t('rebates_change')}
      </h2>
      <QueryState query={downlines}>
        {(page) =>
          page.list.length === 0 ? (
            <p className={styles.empty} data-testid="rebates-no-downlines">
              {t('rebates_no_downlines')}
            </p>
          ) : (
            <>
              <label className={styles.field}>
                <span className={styles.label}>{t('rebates_downline')}</span>
                <select
                  value={memberId}
                  onChange={(event) => setMemberId(event.target.value)}
                  data-testid="rebates-downline"
                >
                  <option value="">{t('rebates_choose')}</option>
                  {page.list.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.account}
                    </option>
                  ))}
                </select>
              </label>
              {memberId !== '' && (
                <QueryState query={current}>
                  {(data) => <DownlineRebateForm key={data.memberId} current={data} />}
                </QueryState>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
