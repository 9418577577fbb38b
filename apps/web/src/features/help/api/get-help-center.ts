import { type HelpItem, type Language, TIMING } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { apiGet } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

export const helpCenterQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'helpCenter', language],
    queryFn: ({ signal }) =>
      apiGet<HelpItem[]>('/wps/system/helpCenter', { lang: language, device: 'MOBILE' }, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Help items in the current language, fetched again 200 ms after a language change (R-HELP-04). */
export function useHelpCenter() {
  const language = usePreferences((s) => s.language);
  return useQuery(helpCenterQuery(useDebouncedValue(language, TIMING.helpRefetchDebounceMs)));
}
