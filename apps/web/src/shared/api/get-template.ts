import { type MobileTemplate, STORAGE_KEYS, systemEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { storage } from '../lib/storage';
import { useStatus } from './get-status';

/** The "Set template" call (R-SYS-11); its answer is kept under the `templates` flag. */
export async function getTemplate(signal?: AbortSignal): Promise<MobileTemplate> {
  const template = await callEndpoint(systemEndpoints.template, { signal });
  storage.setJson(STORAGE_KEYS.templates, template);
  return template;
}

function storedTemplate(): MobileTemplate | undefined {
  const stored = storage.getJson<MobileTemplate>(STORAGE_KEYS.templates);
  return typeof stored?.mem_cen === 'number' && typeof stored.dep_func === 'number' ? stored : undefined;
}

export const templateQuery = queryOptions({
  queryKey: ['system', 'template'],
  queryFn: ({ signal }) => getTemplate(signal),
  staleTime: 60_000,
});

/**
 * Which member-centre and deposit versions to show (R-SYS-10), as the "Set template" call gives
 * it; until it answers, the choice kept from last time, else the one in the status (R-SYS-06).
 */
export function useMobileTemplate(): MobileTemplate | undefined {
  const fromStatus = useStatus().data?.info.mobileTemplate;
  return useQuery({ ...templateQuery, placeholderData: () => storedTemplate() ?? fromStatus }).data;
}
