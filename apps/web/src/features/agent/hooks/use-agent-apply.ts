import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { type AgentApplyBody, applyAgent } from '../api/apply-agent';
import { agentApplicationQueryKey } from '../api/get-agent-application';

export type ApplyField = keyof Required<AgentApplyBody>;
const EMPTY: Required<AgentApplyBody> = { contactName: '', contactMobile: '+63 ', note: '' };
const MOBILE = /^\+?[0-9][0-9 -]{6,18}$/u;

/** What the form checks before sending; the server checks the same and more (R-AGENT-01). */
function localProblem(values: Required<AgentApplyBody>): [ApplyField, MessageKey] | null {
  if (values.contactName.trim().length < 2) return ['contactName', 'agent_contact_name_required'];
  if (!MOBILE.test(values.contactMobile.trim())) return ['contactMobile', 'agent_contact_mobile_invalid'];
  return null;
}

/** The agent application form: values, the field blamed and its message, and submit. */
export function useAgentApply() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: ApplyField; key: MessageKey } | null>(null);
  const mutation = useMutation({
    mutationFn: applyAgent,
    onSuccess: (application) => {
      notify('agent_applied', { tone: 'success' });
      queryClient.setQueryData(agentApplicationQueryKey, { isAgent: false, application });
    },
    onError: (error) => {
      const failure = error instanceof ApiError ? error : null;
      const field = failure?.field as ApplyField | undefined;
      if (field && field in EMPTY) setProblem({ field, key: 'agent_field_invalid' });
      else if (failure) notify(failure.messageKey, { tone: 'error' });
    },
    meta: { handlesErrors: true },
  });
  const edit = (field: ApplyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localProblem(values);
    if (found) {
      setProblem({ field: found[0], key: found[1] });
      document.getElementById(`agent-${found[0]}`)?.focus();
      return;
    }
    mutation.mutate({
      contactName: values.contactName.trim(),
      contactMobile: values.contactMobile.trim(),
      note: values.note.trim(),
    });
  };
  return { values, problem, edit, submit, busy: mutation.isPending };
}
