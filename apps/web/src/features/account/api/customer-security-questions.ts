import type { CustomerSecurityQuestions } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const customerQuestionsQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'customerSecurityQuestions'] as const,
  queryFn: ({ signal }) =>
    apiGet<CustomerSecurityQuestions>('/wps/member/customerSecurityQuestions', undefined, signal),
});

/** The member's chosen questions, never the answers (R-AUTH-52). */
export const useCustomerQuestions = () => useQuery(customerQuestionsQuery);
