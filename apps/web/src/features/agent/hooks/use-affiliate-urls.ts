import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { createAffiliateUrl } from '../api/create-affiliate-url';
import { deleteAffiliateUrl } from '../api/delete-affiliate-url';
import { affiliateUrlsQueryKey } from '../api/get-affiliate-urls';
import { percentOf } from '../lib/rebates';

/** The new-URL form (domain and default rebate) and deleting a URL (R-AGENT-13). */
export function useAffiliateUrlActions(domains: readonly string[], maxRebate: number) {
  const queryClient = useQueryClient();
  const [chosenDomain, setDomain] = useState('');
  const [rebate, setRebate] = useState('0');
  const [problem, setProblem] = useState<{ field: 'domain' | 'rebate'; key: MessageKey } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: affiliateUrlsQueryKey });
  const failed = (error: Error) => {
    const failure = error instanceof ApiError ? error : null;
    if (failure?.field === 'domain' || failure?.field === 'rebate')
      setProblem({ field: failure.field, key: failure.messageKey });
    else if (failure) notify(failure.messageKey, { tone: 'error' });
  };
  const create = useMutation({
    mutationFn: createAffiliateUrl,
    onSuccess: () => {
      notify('affiliate_created', { tone: 'success' });
      setRebate('0');
      return refresh();
    },
    onError: failed,
    meta: { handlesErrors: true },
  });
  const remove = useMutation({
    mutationFn: deleteAffiliateUrl,
    onSuccess: () => {
      notify('affiliate_deleted', { tone: 'success' });
      return refresh();
    },
    onError: failed,
    meta: { handlesErrors: true },
  });
  const domain = domains.includes(chosenDomain) ? chosenDomain : (domains[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percent = percentOf(rebate);
    if (percent === null || percent > maxRebate) {
      setProblem({ field: 'rebate', key: percent === null ? 'rebate_invalid' : 'err_rebate_above_own' });
      document.getElementById('affiliate-rebate')?.focus();
      return;
    }
    create.mutate({ domain, rebate: percent });
  };
  return {
    domain,
    rebate,
    problem,
    setDomain,
    setRebate: (value: string) => {
      setRebate(value);
      setProblem(null);
    },
    submit,
    creating: create.isPending,
    remove: (id: string) => remove.mutateAsync(id).catch(() => undefined),
    removing: remove.isPending,
  };
}
