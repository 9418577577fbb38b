import type { DownlineRebates } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { rebatesKey } from '../api/get-rebates';
import { updateDownlineRebates } from '../api/update-downline-rebates';
import { percentOf } from '../lib/rebates';

/** The rates typed for one downline, checked against each range, and Save (R-API-121). */
export function useDownlineRebateForm(current: DownlineRebates) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ category: string; key: MessageKey } | null>(null);
  const mutation = useMutation({
    mutationFn: updateDownlineRebates,
    onSuccess: (saved) => {
      notify('rebates_saved', { tone: 'success' });
      setTyped({});
      queryClient.setQueryData(rebatesKey('downline', saved.memberId), saved);
      return queryClient.invalidateQueries({ queryKey: rebatesKey('quotas') });
    },
    onError: (error) => {
      const failure = error instanceof ApiError ? error : null;
      const category = failure?.field?.startsWith('rebates.') ? failure.field.slice(8) : null;
      if (failure && category) setProblem({ category, key: failure.messageKey });
      else if (failure) notify(failure.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const shownValue = (category: string) =>
    typed[category] ?? String(current.list.find((row) => row.category === category)?.rebate ?? 0);
  const edit = (category: string, value: string) => {
    setTyped((before) => ({ ...before, [category]: value }));
    if (problem?.category === category) setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rebates: Record<string, number> = {};
    for (const [category, text] of Object.entries(typed)) {
      const row = current.list.find((r) => r.category === category);
      const value = percentOf(text);
      const key: MessageKey | null =
        value === null
          ? 'rebate_invalid'
          : row && value > row.max
            ? 'err_rebate_above_own'
            : row && value < row.min
              ? 'err_rebate_below_downline'
              : null;
      if (key || value === null) {
        setProblem({ category, key: key ?? 'rebate_invalid' });
        document.getElementById(`rebate-${category}`)?.focus();
        return;
      }
      rebates[category] = value;
    }
    mutation.mutate({ memberId: current.memberId, rebates });
  };
  return {
    shownValue,
    edit,
    submit,
    problem,
    busy: mutation.isPending,
    changed: Object.keys(typed).length > 0,
  };
}
