import { type Language, promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

/** The list carries the viewer's own statuses, so it is asked again whenever a session starts or ends. */
export const activitiesQueryKey = [...VIEWER_SCOPE, 'promotions', 'activities'] as const;

export const getActivities = (language: Language, signal?: AbortSignal) =>
  callEndpoint(promotionsEndpoints.activityList, { query: { language }, signal });

/** The activities of /m/activity in the chosen language (R-PROMO-01). */
export function useActivities() {
  const language = usePreferences((s) => s.language);
  return useQuery({
    queryKey: [...activitiesQueryKey, language],
    queryFn: ({ signal }) => getActivities(language, signal),
    select: (value) => value.list,
    meta: HANDLES_ERRORS,
  });
}
