import type { ActivityStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import '../../../styles/tokens/promotions.css';
import * as activityStyles from '../activity.module.css';

/** The viewer's status of an activity under its R-PROMO-02 label. */
export function ActivityStatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={activityStyles.chip} data-testid="activity-status" data-status={status}>
      {t(`activity_status_${status}`)}
    </span>
  );
}
