import type { Activity } from '@app/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { LoginRedirectState } from '../../../shared/lib/login-redirect';
import { formatAmount } from '../../../shared/lib/money';
import { useSession } from '../../../shared/stores/session';
import { PlaySafeLink } from '../../../shared/ui/PlaySafeLink';
import { Sheet } from '../../../shared/ui/Sheet';
import * as activityStyles from '../activity.module.css';
import { ActivityApplyForm } from './ActivityApplyForm';
import { ActivityPeriod } from './ActivityPeriod';
import { ActivityStatusChip } from './ActivityStatusChip';

/** What the viewer's status means for them, under the title. */
function StatusNote({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  switch (activity.status) {
    case 'applying':
      return <p className={activityStyles.note}>{t('activity_applying_note')}</p>;
    case 'rejected':
      return activity.rejectReason ? (
        <p
          className={`${activityStyles.note} ${activityStyles.noteRejected}`}
          data-testid="activity-reject-reason"
        >
          {t('activity_rejected_reason', { reason: activity.rejectReason })}
        </p>
      ) : null;
    case 'issued':
      return (
        <p className={activityStyles.note}>
          {t('activity_issued_note')} <Link to="/receivingCenter">{t('title_receiving_center')}</Link>
        </p>
      );
    case 'coming_soon':
      return <p className={activityStyles.note}>{t('activity_coming_soon_note')}</p>;
    case 'closed':
      return <p className={activityStyles.note}>{t('activity_closed_note')}</p>;
    case 'joined':
      return <p className={activityStyles.note}>{t('activity_no_application')}</p>;
    default:
      return null;
  }
}

/** An activity opened from the list: its text, terms and, while it is open to them, the application. */
export function ActivityDetail({ activity, onClose }: { activity: Activity; onClose(): void }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const loggedIn = useSession((s) => s.session !== null);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  function startApplying() {
    if (!loggedIn) {
      const state: LoginRedirectState = { from: { pathname, search, hash } };
      navigate('/login', { state });
      return;
    }
    setApplying(true);
  }

  return (
    <Sheet title={activity.title} onClose={onClose} testId="activity-detail">
      <div className={activityStyles.detail}>
        {activity.bannerUrl && <img className={activityStyles.banner} src={activity.bannerUrl} alt="" />}
        <div className={activityStyles.detailMeta}>
          <ActivityStatusChip status={activity.status} />
          <ActivityPeriod startsAt={activity.startsAt} endsAt={activity.endsAt} />
        </div>
        <StatusNote activity={activity} />
        {activity.needsApplication && activity.rewardAmount > 0 && (
          <p className={activityStyles.reward} data-testid="activity-reward">
            {t('activity_reward', { amount: formatAmount(activity.rewardAmount) })}
          </p>
        )}
        <p className={activityStyles.text} data-testid="activity-body">
          {activity.body}
        </p>
        {activity.needsApplication && <p className={activityStyles.hint}>{t('activity_review_note')}</p>}
        {activity.status === 'process' &&
          (applying ? (
            <ActivityApplyForm activityId={activity.id} onDone={() => setApplying(false)} />
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={startApplying}
              data-testid="activity-apply"
            >
              {t('activity_apply')}
            </button>
          ))}
        <section className={activityStyles.terms} data-testid="activity-terms">
          <h3>{t('promo_terms_title')}</h3>
          <p className={activityStyles.text}>{activity.terms}</p>
          <PlaySafeLink className={activityStyles.rgLink} testId="activity-rg" />
        </section>
      </div>
    </Sheet>
  );
}
