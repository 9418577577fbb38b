import type { RebateStatus } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import { formatMoney } from '../../../shared/lib/money';
import * as promoStyles from '../promotions.module.css';
import * as rebateStyles from '../rebate.module.css';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** Each game category's turnover since the last claim, its rate and its rebate. */
export function RebateTable({ status }: { status: RebateStatus }) {
  const { t } = useTranslation();
  if (status.list.length === 0)
    return (
      <div className={promoStyles.empty} data-testid="rebate-empty">
        <p>{t('rebate_empty')}</p>
        <Link to="/vip" className="btn btn-ghost">
          {t('rebate_see_vip')}
        </Link>
      </div>
    );
  return (
    <section className={promoStyles.card}>
      <div className={`${rebateStyles.row} ${rebateStyles.head}`} aria-hidden="true">
        <span>{t('rebate_category')}</span>
        <span>{t('rebate_turnover')}</span>
        <span>{t('rebate_rate')}</span>
        <span>{t('rebate_amount')}</span>
      </div>
      <ul className={rebateStyles.list}>
        {status.list.map((line) => (
          <li
            key={line.category}
            className={rebateStyles.row}
            data-testid="rebate-line"
            data-category={line.category}
          >
            <span className={rebateStyles.category}>{t(categoryTitleKey(line.category))}</span>
            <span>{formatMoney(line.turnover)}</span>
            <span>{percent.format(line.percent)}%</span>
            <strong>{formatMoney(line.rebate)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
