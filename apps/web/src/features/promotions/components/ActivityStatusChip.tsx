import type { ActivityStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';

/** The viewer's status of an activity under its R-PROMO-02 label. */
export function ActivityStatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`activity-chip activity-chip-${status}`}
      data-testid="activity-status"
      data-status={status}
    >
      {t(`activity_status_${status}`)}
    </span>
  );
}
