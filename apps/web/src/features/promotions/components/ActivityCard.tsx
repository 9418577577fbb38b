import type { Activity } from '@app/contracts';
import * as activityStyles from '../activity.module.css';
import { ActivityPeriod } from './ActivityPeriod';
import { ActivityStatusChip } from './ActivityStatusChip';

/** One activity of the list: banner, title, period and status (R-PROMO-01); a tap opens it. */
export function ActivityCard({ activity, onOpen }: { activity: Activity; onOpen(): void }) {
  return (
    <li>
      <button
        type="button"
        className={activityStyles.card}
        onClick={onOpen}
        data-testid="activity-card"
        data-activity-id={activity.id}
      >
        {activity.bannerUrl && (
          <img
            className={activityStyles.banner}
            src={activity.bannerUrl}
            alt=""
            loading="lazy"
            data-testid="activity-banner"
          />
        )}
        <span className={activityStyles.cardBody}>
          <span className={activityStyles.title}>{activity.title}</span>
          <ActivityPeriod startsAt={activity.startsAt} endsAt={activity.endsAt} />
          <ActivityStatusChip status={activity.status} />
        </span>
      </button>
    </li>
  );
}
