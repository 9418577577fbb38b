import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import * as activityStyles from '../activity.module.css';

/** An activity's period on the site's clock, whatever the device's zone. */
export function ActivityPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation();
  return (
    <span className={activityStyles.period} data-testid="activity-period">
      {t('activity_period', { start: formatManila(startsAt), end: formatManila(endsAt) })}
    </span>
  );
}
