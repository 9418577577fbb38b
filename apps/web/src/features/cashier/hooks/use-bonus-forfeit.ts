import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { usePreferences } from '../../../shared/stores/preferences';
import { forfeitBonus } from '../api/forfeit-bonus';

/**
 * Giving up the running bonus (R-WALLET-08), asked first in a dialog. After it the balance, the
 * bonus and every other member figure are asked again; a refusal is shown by the app's notice and
 * the bonus is asked again too, so the screen shows where it now stands.
 */
export function useBonusForfeit(bonusId: string) {
  const queryClient = useQueryClient();
  const language = usePreferences((s) => s.language);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: forfeitBonus,
    onSuccess: () => notify('bonus_given_up', { tone: 'success' }),
    onSettled: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
    },
  });
  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm: () => mutation.mutate({ bonusId, language }),
    busy: mutation.isPending,
  };
}
