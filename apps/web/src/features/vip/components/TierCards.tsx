import type { VipTier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import { GAME_ICONS } from '../../games';
import { tierGroups } from '../lib/tier-groups';
import { formatPesos } from '../lib/vip-tab';
import * as styles from '../vip.module.css';

/**
 * The salaries by tier (R-VIP-02) as one card per named tier with its badge, each listing its levels'
 * daily and monthly salary; the member's own level, when known, is marked.
 */
export function TierCards({ tiers, currentLevel }: { tiers: readonly VipTier[]; currentLevel?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tierCards} data-testid="vip-salary-tiers">
      {tierGroups(tiers).map((group) => {
        const first = group.levels[0]?.level ?? 0;
        const last = group.levels.at(-1)?.level ?? first;
        const current = group.levels.some((l) => l.level === currentLevel);
        return (
          <section
            key={group.name}
            className={styles.tierCard}
            data-rank={Math.min(group.rank, 6)}
            data-current={current}
            aria-label={group.name}
            data-testid="vip-tier-card"
          >
            <header>
              <span className={styles.tierBadge} aria-hidden="true">
                <SvgIcon d={GAME_ICONS.crown} size={20} />
              </span>
              <h3>{group.name}</h3>
              <span className={styles.tierRange}>
                {first === last
                  ? t('vip_level_n', { level: first })
                  : t('vip_band', { from: first, to: last })}
              </span>
            </header>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('vip_col_level')}</th>
                  <th scope="col">{t('vip_col_daily')}</th>
                  <th scope="col">{t('vip_col_monthly')}</th>
                </tr>
              </thead>
              <tbody>
                {group.levels.map((tier) => (
                  <tr
                    key={tier.level}
                    aria-current={tier.level === currentLevel ? 'true' : undefined}
                    data-testid="vip-tier-level"
                  >
                    <th scope="row">{t('vip_level_n', { level: tier.level })}</th>
                    <td>{formatPesos(tier.dailySalary)}</td>
                    <td>{formatPesos(tier.monthlySalary)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
