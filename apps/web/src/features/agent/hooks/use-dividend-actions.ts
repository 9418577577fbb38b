import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { answerDividendContract } from '../api/answer-dividend-contract';
import { contractCheckQueryKey } from '../api/get-contract-check';
import { dividendScope } from '../api/get-dividend-contract';
import { payoutDividend } from '../api/payout-dividend';

const failed = (error: Error) => {
  if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
};

/** Accept or reject the dividend terms (R-AGENT-06); the page and the contract check refresh after. */
export function useAnswerDividend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDividendContract,
    onSuccess: (contract) => {
      notify(contract.status === 'accepted' ? 'salary_offer_accepted' : 'salary_offer_rejected', {
        tone: 'success',
      });
      queryClient.removeQueries({ queryKey: contractCheckQueryKey });
    },
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dividendScope }),
    meta: { handlesErrors: true },
  });
}

/** Pay a due week's dividend (R-AGENT-11, R-API-110); the list refreshes whatever the answer. */
export function usePayoutDividend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payoutDividend,
    onSuccess: () => notify('dividend_paid', { tone: 'success' }),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dividendScope }),
    meta: { handlesErrors: true },
  });
}
