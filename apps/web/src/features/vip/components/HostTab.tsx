import { hasVipHost, type VipClub, type VipStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { openCustomerService } from '../../../shared/lib/customer-service';
import { notify } from '../../../shared/stores/notices';
import * as styles from '../vip.module.css';
import { VipBanners } from './VipBanners';

/**
 * VIP Host (R-VIP-07, R-VIP-08): the personal host from the host tier, events for platinum VIPs,
 * the m_viphost banners, and "contact my host" for a member who has one, locked for everyone else.
 */
export function HostTab({ club, status }: { club: VipClub; status?: VipStatus }) {
  const { t } = useTranslation();
  const service = useStatus().data?.info.customerService ?? null;
  const hostTier = club.tiers.find((tier) => tier.level === club.hostFromLevel)?.name ?? '';
  const unlocked = status !== undefined && hasVipHost(status.level, club.hostFromLevel);
  const contact = () => {
    if (!service || !openCustomerService(service)) notify('err_url_empty', { tone: 'error' });
  };
  return (
    <>
      <section className={styles.card} data-testid="vip-host">
        <h2>{t('vip_host_title')}</h2>
        <p>{t('vip_host_text', { tier: hostTier, level: club.hostFromLevel })}</p>
        <p>{t('vip_host_events')}</p>
        {unlocked ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={contact}
            data-testid="vip-host-contact"
          >
            {t('vip_host_contact')}
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-block" disabled data-testid="vip-host-locked">
            {t('vip_host_locked', { tier: hostTier, level: club.hostFromLevel })}
          </button>
        )}
      </section>
      <VipBanners group="m_viphost" />
    </>
  );
}
