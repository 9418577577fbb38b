import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { claimReward } from '../api/claim-reward';

/**
 * Receives a reward; the balance, the lists and every other member figure are asked again after.
 * A refusal (expired, say) is shown by the app's notice.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: claimReward,
    onSuccess: () => {
      notify('reward_received', { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
    },
  });
  return {
    claim: (rewardId: string) => claim.mutate(rewardId),
    /** The reward being received, whose button waits. */
    claimingId: claim.isPending ? claim.variables : null,
  };
}
