import { SALARY_CONTRACT_LIMITS, salaryTiersProblem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { salaryScope } from '../api/get-salary-offer';
import { offerSalaryContract } from '../api/offer-salary-contract';

export interface TierDraft {
  turnover: string;
  salary: string;
}
const WHOLE_PESOS = /^\d{1,8}$/u;
const FIRST: TierDraft[] = [{ turnover: '', salary: '' }];

/** The tiers as numbers, or the message that says what is wrong with them. */
function tiersOf(drafts: TierDraft[]): { turnover: number; salary: number }[] | MessageKey {
  if (drafts.some((d) => !WHOLE_PESOS.test(d.turnover.trim()) || !WHOLE_PESOS.test(d.salary.trim())))
    return 'salary_offer_whole_pesos';
  const tiers = drafts.map((d) => ({ turnover: Number(d.turnover), salary: Number(d.salary) }));
  if (tiers.some((tier) => tier.salary < 1 || tier.salary > SALARY_CONTRACT_LIMITS.maxPesos))
    return 'salary_offer_whole_pesos';
  return salaryTiersProblem(tiers) ? 'salary_offer_rising' : tiers;
}

/** The offer form of R-API-112: the downline chosen, the tiers typed, and submit. */
export function useSalaryOfferForm() {
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [drafts, setDrafts] = useState<TierDraft[]>(FIRST);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: offerSalaryContract,
    onSuccess: () => {
      notify('salary_offer_sent', { tone: 'success' });
      setDrafts(FIRST);
      setMemberId('');
      void queryClient.invalidateQueries({ queryKey: salaryScope });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const edit = (index: number, field: keyof TierDraft, value: string) => {
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    setProblem(null);
  };
  const add = () =>
    setDrafts((current) =>
      current.length < SALARY_CONTRACT_LIMITS.maxTiers ? [...current, { turnover: '', salary: '' }] : current,
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
