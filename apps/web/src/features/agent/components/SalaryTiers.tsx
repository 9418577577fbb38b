import type { SalaryPeriod, SalaryTier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as contractStyles from '../contracts.module.css';
import { SALARY_TEXTS } from '../lib/salary-period';

/** A contract's tiers: from this settled team turnover of a day or an hour, this salary (R-AGENT-05, R-AGENT-06). */
export function SalaryTiers({ tiers, period }: { tiers: readonly SalaryTier[]; period: SalaryPeriod }) {
  const { t } = useTranslation();
  return (
    <table className={contractStyles.tiers} data-testid="salary-tiers">
      <thead>
        <tr>
          <th scope="col">{t('salary_tier_turnover')}</th>
          <th scope="col">{t(SALARY_TEXTS[period].tierSalary)}</th>
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
