import type { SalaryTier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as contractStyles from '../contracts.module.css';

/** A contract's tiers: from this settled team turnover a day, this salary (R-AGENT-05). */
export function SalaryTiers({ tiers }: { tiers: readonly SalaryTier[] }) {
  const { t } = useTranslation();
  return (
    <table className={contractStyles.tiers} data-testid="salary-tiers">
      <thead>
        <tr>
          <th scope="col">{t('salary_tier_turnover')}</th>
          <th scope="col">{t('salary_tier_salary')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.turnover}>
            <td>{t('salary_tier_from', { amount: formatMoney(tier.turnover) })}</td>
            <td>{formatMoney(tier.salary)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
