import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { signIn } from '../api/sign-in';

/** Today's sign-in: its reward waits in the receiving centre, so the notice says where. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      notify(result.reward ? 'sign_in_done_reward' : 'sign_in_done', { tone: 'success', length: 'short' });
      return queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
    },
  });
  return { signIn: () => mutation.mutate(), busy: mutation.isPending };
}
