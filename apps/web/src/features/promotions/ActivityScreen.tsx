import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { QueryState } from '../../shared/ui/QueryState';
import * as activityStyles from './activity.module.css';
import { useActivities } from './api/get-activities';
import { ActivityAnnouncements } from './components/ActivityAnnouncements';
import { ActivityCard } from './components/ActivityCard';
import { ActivityDetail } from './components/ActivityDetail';

/**
 * /m/activity (R-NAV-10, R-PROMO-01 … 03): the operator's promotion news and the activities, each
 * opening into its text, terms and application. Guests see the list; applying asks them to log in.
 */
export default function ActivityScreen() {
  const activities = useActivities();
  // ?id= opens one activity at once: the download bar's gift leads to the app-download bonus (R-PROMO-17).
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get('id'));
  const opened = activities.data?.find((activity) => activity.id === openId);
  return (
    <div className={activityStyles.screen} data-testid="activity-screen">
      <ActivityAnnouncements />
      <QueryState query={activities}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState why="activity_empty_why" testId="activity-empty" />
          ) : (
            <ul className={activityStyles.list} data-testid="activity-list">
              {list.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} onOpen={() => setOpenId(activity.id)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {opened && <ActivityDetail activity={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}
