import type { SalaryPeriod } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { answerSalaryOffer } from '../api/answer-salary-offer';
import { contractCheckQueryKey } from '../api/get-contract-check';
import { salaryPeriodScope } from '../api/get-salary-offer';

/** Accept or reject the waiting offer (R-API-113); the page's offer, history and the contract check refresh after. */
export function useAnswerOffer(period: SalaryPeriod) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof answerSalaryOffer>[1]) => answerSalaryOffer(period, body),
    onSuccess: (contract) => {
      notify(contract.status === 'accepted' ? 'salary_offer_accepted' : 'salary_offer_rejected', {
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: salaryPeriodScope(period) });
      queryClient.removeQueries({ queryKey: contractCheckQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError) notify(error.messageKey, { tone: 'error' });
      void queryClient.invalidateQueries({ queryKey: salaryPeriodScope(period) });
    },
    meta: { handlesErrors: true },
  });
}
