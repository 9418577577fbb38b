import type { VipClub, VipStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import { GAME_ICONS } from '../../games';
import * as styles from '../vip.module.css';
import { TierTable } from './TierTable';
import { VipBanners } from './VipBanners';

/** VIP Levels (R-VIP-06): the title image, the m_viplevels banners and what reaches each level. */
export function LevelsTab({ club, status }: { club: VipClub; status?: VipStatus }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.hero} data-testid="vip-levels-title">
        <span aria-hidden="true">
          <SvgIcon d={GAME_ICONS.crown} size={34} />
        </span>
        <h2>{t('vip_tab_levels')}</h2>
        <p>{t('vip_levels_text')}</p>
      </div>
      <VipBanners group="m_viplevels" />
      <section className={styles.card}>
        <TierTable
          tiers={club.tiers}
          columns={['turnover', 'cashback']}
          currentLevel={status?.level}
          testId="vip-levels-table"
        />
      </section>
    </>
  );
}
