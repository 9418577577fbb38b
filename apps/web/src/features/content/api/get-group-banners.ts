import { type BannerGroup, contentEndpoints, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { callEndpoint } from '../../../shared/lib/api-client';
import { VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';
import { useSession } from '../../../shared/stores/session';

/**
 * The banners of one group, asked on their own (R-REG-12): types B, the group, platform M, the
 * merchant code and, for a member, the session token.
 */
export const groupBannersQuery = (
  group: BannerGroup,
  language: Language,
  merchantCode: string,
  token?: string,
) =>
  queryOptions({
    queryKey: [...VIEWER_SCOPE, 'banners', group, language, merchantCode],
    queryFn: ({ signal }) =>
      callEndpoint(contentEndpoints.announcements, {
        query: {
          types: 'B',
          groupName: group,
          platform: 'M',
          merchantCode,
          language,
          ...(token ? { token } : {}),
        },
        signal,
      }),
    staleTime: 60_000,
  });

export function useGroupBanners(group: BannerGroup) {
  const language = usePreferences((s) => s.language);
  const token = useSession((s) => s.session?.token);
  const { merchant, ready } = useMerchant();
  return useQuery({ ...groupBannersQuery(group, language, merchant, token), enabled: ready });
}
