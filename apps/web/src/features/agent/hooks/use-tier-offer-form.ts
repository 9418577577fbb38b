import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';

/** What differs between the salary and the dividend offer: a tier's fields, their check and the call. */
export interface TierOfferSpec<D extends Record<string, string>, T> {
  /** A tier as typed, empty. */
  empty: D;
  maxTiers: number;
  /** The tiers as numbers, or the message that says what is wrong with them. */
  tiersOf(drafts: D[]): T[] | MessageKey;
  offer(body: { memberId: string; tiers: T[] }): Promise<unknown>;
  /** The queries an offer changes. */
  scope: readonly unknown[];
}

/** An offer form of tiers to a direct downline (R-API-112, R-AGENT-06): the downline, the tiers, submit. */
export function useTierOfferForm<D extends Record<string, string>, T>(
  spec: TierOfferSpec<D, T>,
): TierOfferState<D> {
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [drafts, setDrafts] = useState<D[]>([spec.empty]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: spec.offer,
    onSuccess: () => {
      notify('salary_offer_sent', { tone: 'success' });
      setDrafts([spec.empty]);
      setMemberId('');
      void queryClient.invalidateQueries({ queryKey: spec.scope });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const edit = (index: number, field: keyof D, value: string) => {
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    setProblem(null);
  };
  const add = () =>
    setDrafts((current) => (current.length < spec.maxTiers ? [...current, spec.empty] : current));
  const remove = (index: number) => setDrafts((current) => current.filter((_, i) => i !== index));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!memberId) return setProblem('salary_offer_pick_member');
    const tiers = spec.tiersOf(drafts);
    if (typeof tiers === 'string') return setProblem(tiers);
    mutation.mutate({ memberId, tiers });
  };
  return { memberId, setMemberId, drafts, edit, add, remove, problem, submit, busy: mutation.isPending };
}

/** The form's state and actions, for the component that draws it. */
export interface TierOfferState<D extends Record<string, string>> {
  memberId: string;
  setMemberId(memberId: string): void;
  drafts: D[];
  edit(index: number, field: keyof D, value: string): void;
  add(): void;
  remove(index: number): void;
  problem: MessageKey | null;
  submit(event: FormEvent): void;
  busy: boolean;
}
