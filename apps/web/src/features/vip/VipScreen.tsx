import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { HostTab } from './components/HostTab';
import { LevelsTab } from './components/LevelsTab';
import { OverviewTab } from './components/OverviewTab';
import { useVipClub } from './hooks/use-vip-club';
import { VIP_TABS, vipTabOf } from './lib/vip-tab';
import * as styles from './vip.module.css';
// The VIP art colours (the member's card, the tier badges).
import '../../styles/tokens/vip.css';

/** /m/vip (R-NAV-24, R-VIP-01 … R-VIP-08): Overview, VIP Levels and VIP Host; home when VIP is off (R-VIP-10). */
export default function VipScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = vipTabOf(params.get('tab'));
  const { club, pending, failed, retry, off, status } = useVipClub();
  if (off) return <Navigate to="/home" replace />;
  if (failed) return <RetryBlock onRetry={retry} />;
  if (pending || !club) return <CardsSkeleton page cards={3} height={120} />;
  return (
    <div className={styles.vip} data-testid="vip">
      <div className={styles.tabs} role="tablist">
        {VIP_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`vip-tab-${key}`}
            aria-selected={key === tab}
            aria-controls="vip-panel"
            className={styles.tab}
            onClick={() => setParams({ tab: key }, { replace: true })}
            data-testid={`vip-tab-${key}`}
          >
            {t(`vip_tab_${key}`)}
          </button>
        ))}
      </div>
      <div
        className={styles.panel}
        id="vip-panel"
        role="tabpanel"
        aria-labelledby={`vip-tab-${tab}`}
        data-tab={tab}
      >
        {tab === 'overview' && <OverviewTab club={club} status={status} />}
        {tab === 'levels' && <LevelsTab club={club} status={status} />}
        {tab === 'host' && <HostTab club={club} status={status} />}
      </div>
    </div>
  );
}
