import type { VipStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import * as styles from '../vip.module.css';

/** The bar and words of a member's progress to the next tier (R-HOME-02, R-VIP-09). */
export function VipProgress({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const { progress, next } = status;
  return (
    <div className={styles.progress}>
      <ProgressBar percent={progress} label={t('vip_progress_label')} />
      <span data-testid="vip-progress">
        {next ? t('vip_progress_to', { progress, tier: next.label, level: next.level }) : t('vip_top_tier')}
      </span>
    </div>
  );
}
