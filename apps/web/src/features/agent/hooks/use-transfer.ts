import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { transferDownlines } from '../api/transfer-downlines';

/** The members chosen (kept across pages and searches), the target, and the move itself (R-AGENT-14). */
export function useTransfer() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [targetId, setTargetId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: transferDownlines,
    onSuccess: () => {
      notify('transfer_done', { tone: 'success' });
      setChosen(new Map());
      return queryClient.invalidateQueries({ queryKey: [...MEMBER_SCOPE, 'agent'] });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const toggle = (id: string, account: string) =>
    setChosen((before) => {
      const next = new Map(before);
      if (next.has(id)) next.delete(id);
      else next.set(id, account);
      return next;
    });
  return {
    chosen,
    toggle,
    targetId,
    setTargetId,
    move: () => mutation.mutateAsync({ memberIds: [...chosen.keys()], targetId }).catch(() => undefined),
    busy: mutation.isPending,
  };
}
