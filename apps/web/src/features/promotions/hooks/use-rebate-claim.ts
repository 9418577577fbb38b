import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { claimRebate } from '../api/claim-rebate';

/**
 * Claims the rebate; the balance, the rebate table and every other member figure are asked again
 * after. A refusal (nothing left to claim) is shown by the app's notice.
 */
export function useRebateClaim() {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: claimRebate,
    onSuccess: () => {
      notify('rebate_claimed', { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
    },
  });
  return { claim: () => claim.mutate(), claiming: claim.isPending };
}
