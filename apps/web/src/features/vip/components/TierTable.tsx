import type { VipTier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatPesos } from '../lib/vip-tab';

type Column = 'turnover' | 'salary' | 'cashback';

/**
 * The operator's tier table (R-VIP-02, R-VIP-09): each level with what reaches it and what it pays.
 * The member's own level, when known, is marked.
 */
export function TierTable({
  tiers,
  columns,
  currentLevel,
  testId,
}: {
  tiers: readonly VipTier[];
  columns: readonly Column[];
  currentLevel?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const ordered = [...tiers].sort((a, b) => a.level - b.level);
  return (
    <div className="vip-table-wrap">
      <table className="vip-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('vip_col_level')}</th>
            {columns.includes('turnover') && <th scope="col">{t('vip_col_turnover')}</th>}
            {columns.includes('salary') && (
              <>
                <th scope="col">{t('vip_col_daily')}</th>
                <th scope="col">{t('vip_col_monthly')}</th>
              </>
            )}
            {columns.includes('cashback') && <th scope="col">{t('vip_col_cashback')}</th>}
          </tr>
        </thead>
        <tbody>
          {ordered.map((tier) => (
            <tr
              key={tier.level}
              className={tier.level === currentLevel ? 'current' : undefined}
              aria-current={tier.level === currentLevel ? 'true' : undefined}
            >
              <th scope="row">
                <span className="vip-level-no">{t('vip_level_n', { level: tier.level })}</span>
                <span className="vip-level-name">{tier.name}</span>
              </th>
              {columns.includes('turnover') && <td>{formatPesos(tier.turnover)}</td>}
              {columns.includes('salary') && (
                <>
                  <td>{formatPesos(tier.dailySalary)}</td>
                  <td>{formatPesos(tier.monthlySalary)}</td>
                </>
              )}
              {columns.includes('cashback') && (
                <td>
                  <span className="vip-cell-main">{tier.weeklyCashbackPercent}%</span>
                  <span className="vip-cell-sub">
                    {t('vip_cap', { cap: formatPesos(tier.weeklyCashbackCap) })}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
