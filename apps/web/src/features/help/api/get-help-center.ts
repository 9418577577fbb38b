import { contentEndpoints, type Language, TIMING } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { callEndpoint } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

export const getHelpCenter = (language: Language, signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.helpCenter, { query: { lang: language, device: 'MOBILE' }, signal });

export const helpCenterQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Help items in the current language, fetched again 200 ms after a language change (R-HELP-04). */
export function useHelpCenter() {
  const language = usePreferences((s) => s.language);
  return useQuery(helpCenterQuery(useDebouncedValue(language, TIMING.helpRefetchDebounceMs)));
}
