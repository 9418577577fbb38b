import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export type RewardScope = 'all' | 'waiting';

export const rewardsQueryKey = [...MEMBER_SCOPE, 'promotions', 'rewards'] as const;

/** The member's rewards: all (reward centre) or those waiting to be received (receiving centre). */
export const useRewards = (scope: RewardScope) =>
  useQuery({
    queryKey: [...rewardsQueryKey, scope],
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.rewardList, { query: { scope }, signal }),
    meta: HANDLES_ERRORS,
  });
