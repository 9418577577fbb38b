import type { VipTier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatPesos } from '../lib/vip-tab';
import * as styles from '../vip.module.css';

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
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
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
            <tr key={tier.level} aria-current={tier.level === currentLevel ? 'true' : undefined}>
              <th scope="row">
                <span>{t('vip_level_n', { level: tier.level })}</span>
                <span className={styles.levelName}>{tier.name}</span>
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
                  <span className={styles.cellMain}>{tier.weeklyCashbackPercent}%</span>
                  <span className={styles.cellSub}>
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
