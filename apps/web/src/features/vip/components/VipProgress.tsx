import type { VipStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';

/** The bar and words of a member's progress to the next tier (R-HOME-02, R-VIP-09). */
export function VipProgress({ status, compact = false }: { status: VipStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const { progress, next } = status;
  return (
    <div className={compact ? 'vip-progress compact' : 'vip-progress'}>
      <div
        className="vip-progress-track"
        role="progressbar"
        aria-label={t('vip_progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className="vip-progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <span className="vip-progress-text" data-testid="vip-progress">
        {next ? t('vip_progress_to', { progress, tier: next.label, level: next.level }) : t('vip_top_tier')}
      </span>
    </div>
  );
}
