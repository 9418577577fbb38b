import { useTranslation } from '../../i18n';
import { formatMoney } from '../../shared/lib/money';
import { roleOf, useSession } from '../../shared/stores/session';
import { PlaySafeLink } from '../../shared/ui/PlaySafeLink';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useRebate } from './api/get-rebate';
import { RebateTable } from './components/RebateTable';
import { useRebateClaim } from './hooks/use-rebate-claim';
import * as promoStyles from './promotions.module.css';
import * as rebateStyles from './rebate.module.css';

/** /m/member/manualRebate (R-PROMO-15): the rebate earned per game category, claimed with one tap. */
export default function RebateScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const rebate = useRebate();
  const { claim, claiming } = useRebateClaim();
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={promoStyles.screen} data-testid="rebate">
      <p className={promoStyles.note}>{t('rebate_how')}</p>
      <QueryState query={rebate}>
        {(data) => (
          <>
            <RebateTable status={data} />
            <section className={promoStyles.card}>
              <div className={`${promoStyles.total} ${rebateStyles.totalRow}`}>
                <span>{t('rebate_total')}</span>
                <strong data-testid="rebate-total">{formatMoney(data.total)}</strong>
              </div>
              <button
                type="button"
                className={`btn btn-primary ${rebateStyles.claim}`}
                data-testid="rebate-claim"
                disabled={data.total <= 0 || claiming}
                onClick={claim}
              >
                {t('rebate_claim')}
              </button>
              {data.total <= 0 && data.list.length > 0 && (
                <p className={promoStyles.note} data-testid="rebate-nothing">
                  {t('rebate_nothing_yet')}
                </p>
              )}
            </section>
            <PlaySafeLink className={promoStyles.rgLink} testId="rebate-rg" />
          </>
        )}
      </QueryState>
    </div>
  );
}
