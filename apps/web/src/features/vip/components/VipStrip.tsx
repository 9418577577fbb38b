import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { roleOf, useSession } from '../../../shared/stores/session';
import { SvgIcon } from '../../../shared/ui/Icon';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { readMemberSummary, useMemberInfo } from '../../account';
import { GAME_ICONS } from '../../games';
import * as styles from './vip-strip.module.css';
// The VIP art colours, for the home, which shows this strip without the VIP screens.
import '../../../styles/tokens/vip.css';

/**
 * The VIP strip (R-HOME-01, R-HOME-02) for a logged-in member while VIP is on: name, VIP label (0
 * when empty), the progress to the next tier from their settled turnover, and the benefits link.
 */
export function VipStrip() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const isMember = roleOf(session) === 'member';
  const vipOn = useConsolidatedSettings().data?.vip.enabled === true;
  const fresh = useMemberInfo(isMember && vipOn).data;
  const info = fresh ?? (isMember ? readMemberSummary() : null);
  if (!isMember || !vipOn) return null;
  const name = info?.nickname || info?.account || session?.userName;
  const label = info?.clubLabel?.labelName || '0';
  const progress = Math.min(100, Math.max(0, Math.floor(fresh?.vipProgress ?? 0)));
  return (
    <section className={styles.strip} data-testid="vip-strip">
      <span aria-hidden="true">
        <SvgIcon d={GAME_ICONS.crown} size={20} />
      </span>
      <div>
        <strong data-testid="vip-name">{name}</strong>
        <span data-testid="vip-label">{t('member_vip', { label })}</span>
        <ProgressBar percent={progress} label={t('vip_progress_label')} />
      </div>
      <strong data-testid="vip-strip-progress">{fresh ? `${progress}%` : ''}</strong>
      <Link to="/member/benefits" className="btn btn-primary btn-small" data-testid="vip-benefits">
        {t('home_vip_benefits')}
      </Link>
    </section>
  );
}
