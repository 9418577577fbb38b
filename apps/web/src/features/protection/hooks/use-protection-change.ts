import type { ProtectionState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '../../../i18n';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { protectionQueryKey } from '../api/protection-state';

/**
 * One change of the page (a limit, a confirmation, a break): the answer is the new state, so the
 * page shows it at once; every other member figure is asked again (a break changes what the
 * cashier and the games allow). A refusal is shown by the app's notice with its code's message.
 */
export function useProtectionChange<Input>(
  change: (input: Input) => Promise<ProtectionState>,
  done: (state: ProtectionState, input: Input) => MessageKey,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (state, input) => {
      queryClient.setQueryData(protectionQueryKey, state);
      notify(done(state, input), { tone: 'success' });
      return queryClient.invalidateQueries({
        queryKey: MEMBER_SCOPE,
        predicate: (query) => query.queryKey[1] !== protectionQueryKey[1],
      });
    },
  });
  return { run: (input: Input) => mutation.mutateAsync(input), busy: mutation.isPending };
}
