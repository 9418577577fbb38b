import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { answerSalaryOffer } from '../api/answer-salary-offer';
import { contractCheckQueryKey } from '../api/get-contract-check';
import { salaryScope } from '../api/get-salary-offer';

/** Accept or reject the waiting offer (R-API-113); the offer, history and contract check refresh after. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSalaryOffer,
    onSuccess: (contract) => {
      notify(contract.status === 'accepted' ? 'salary_offer_accepted' : 'salary_offer_rejected', {
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: salaryScope });
      queryClient.removeQueries({ queryKey: contractCheckQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
      void queryClient.invalidateQueries({ queryKey: salaryScope });
    },
    meta: { handlesErrors: true },
  });
}
