import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getCustomerQuestions = (signal?: AbortSignal) =>
  callEndpoint(accountEndpoints.chosenSecurityQuestions, { signal });

export const customerQuestionsQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'customerSecurityQuestions'] as const,
  queryFn: ({ signal }) => getCustomerQuestions(signal),
});

/** The member's chosen questions, never the answers (R-AUTH-52). */
export const useCustomerQuestions = () => useQuery(customerQuestionsQuery);
