import { DIVIDEND_CONTRACT_LIMITS, dividendTiersProblem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { dividendScope } from '../api/get-dividend-contract';
import { offerDividendContract } from '../api/offer-dividend-contract';

export interface DividendDraft {
  profit: string;
  percent: string;
}
const WHOLE = /^\d{1,9}$/u;
const FIRST: DividendDraft[] = [{ profit: '', percent: '' }];

function tiersOf(drafts: DividendDraft[]): { profit: number; percent: number }[] | MessageKey {
  if (drafts.some((d) => !WHOLE.test(d.profit.trim()) || !WHOLE.test(d.percent.trim())))
    return 'dividend_offer_whole';
  const tiers = drafts.map((d) => ({ profit: Number(d.profit), percent: Number(d.percent) }));
  if (tiers.some((tier) => tier.percent < 1 || tier.percent > DIVIDEND_CONTRACT_LIMITS.maxPercent))
    return 'dividend_offer_whole';
  return dividendTiersProblem(tiers) ? 'dividend_offer_rising' : tiers;
}

/** The dividend offer form: the downline chosen, the tiers typed, and submit. */
export function useDividendOfferForm() {
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [drafts, setDrafts] = useState<DividendDraft[]>(FIRST);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: offerDividendContract,
    onSuccess: () => {
      notify('salary_offer_sent', { tone: 'success' });
      setDrafts(FIRST);
      setMemberId('');
      void queryClient.invalidateQueries({ queryKey: dividendScope });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const edit = (index: number, field: keyof DividendDraft, value: string) => {
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    setProblem(null);
  };
  const add = () =>
    setDrafts((current) =>
      current.length < DIVIDEND_CONTRACT_LIMITS.maxTiers
        ? [...current, { profit: '', percent: '' }]
        : current,
    );
  const remove = (index: number) => setDrafts((current) => current.filter((_, i) => i !== index));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!memberId) return setProblem('salary_offer_pick_member');
    const tiers = tiersOf(drafts);
    if (typeof tiers === 'string') return setProblem(tiers);
    mutation.mutate({ memberId, tiers });
  };
  return { memberId, setMemberId, drafts, edit, add, remove, problem, submit, busy: mutation.isPending };
}
