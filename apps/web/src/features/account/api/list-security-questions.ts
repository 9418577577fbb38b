import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const listSecurityQuestions = (language: string, signal?: AbortSignal) =>
  callEndpoint(accountEndpoints.securityQuestions, { query: { language }, signal });

const securityQuestionsQuery = (language: string) =>
  queryOptions({
    queryKey: [...MEMBER_SCOPE, 'securityQuestions', language] as const,
    queryFn: ({ signal }) => listSecurityQuestions(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The questions to choose from, in the site's language (R-AUTH-52). */
export const useSecurityQuestions = (language: string) => useQuery(securityQuestionsQuery(language));
