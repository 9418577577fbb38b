import type { VipStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { ProgressBar } from '../../../shared/ui/ProgressBar';

/** The bar and words of a member's progress to the next tier (R-HOME-02, R-VIP-09). */
export function VipProgress({ status, compact = false }: { status: VipStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const { progress, next } = status;
  return (
    <div className={compact ? 'vip-progress compact' : 'vip-progress'}>
      <ProgressBar percent={progress} label={t('vip_progress_label')} />
      <span className="vip-progress-text" data-testid="vip-progress">
        {next ? t('vip_progress_to', { progress, tier: next.label, level: next.level }) : t('vip_top_tier')}
      </span>
    </div>
  );
}
