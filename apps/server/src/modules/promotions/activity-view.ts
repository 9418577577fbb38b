import { type Activity, type ActivityStatus, DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import type { ActivityRow } from './activity-repository.js';

/** The viewer's application to an activity, as far as the list needs it. */
export interface ViewerApplication {
  status: string;
  reviewNote: string | null;
  /** The status of the reward an approval issued, if any. */
  rewardStatus: string | null;
}

/** The text in the language, else in EN, else in whichever language the operator wrote it. */
export function inLanguage(texts: Record<string, string>, language: Language): string {
  return texts[language] || texts[DEFAULT_LANGUAGE] || Object.values(texts).find(Boolean) || '';
}

/** R-PROMO-02: an application's state wins; without one, where `now` falls in the period. */
export function activityStatus(
  activity: Pick<ActivityRow, 'startsAt' | 'endsAt' | 'needsApplication'>,
  application: ViewerApplication | null,
  now: Date,
): ActivityStatus {
  if (application) {
    if (application.status === 'issued') return application.rewardStatus === 'claimed' ? 'claimed' : 'issued';
    return application.status === 'rejected' ? 'rejected' : 'applying';
  }
  if (now < activity.startsAt) return 'coming_soon';
  if (now >= activity.endsAt) return 'closed';
  return activity.needsApplication ? 'process' : 'joined';
}

export function activityView(
  activity: ActivityRow,
  application: ViewerApplication | null,
  language: Language,
  now: Date,
): Activity {
  const status = activityStatus(activity, application, now);
  return {
    id: String(activity.id),
    title: inLanguage(activity.titles, language),
    body: inLanguage(activity.bodies, language),
    terms: inLanguage(activity.terms, language),
    bannerUrl: activity.bannerUrl,
    startsAt: activity.startsAt.toISOString(),
    endsAt: activity.endsAt.toISOString(),
    needsApplication: activity.needsApplication,
    rewardAmount: activity.rewardAmount / 100,
    status,
    rejectReason: status === 'rejected' ? (application?.reviewNote ?? null) : null,
  };
}
