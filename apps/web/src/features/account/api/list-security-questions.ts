import type { SecurityQuestion } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

const securityQuestionsQuery = (language: string) =>
  queryOptions({
    queryKey: [...MEMBER_SCOPE, 'securityQuestions', language] as const,
    queryFn: ({ signal }) =>
      apiGet<SecurityQuestion[]>('/wps/member/securityQuestions', { language }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The questions to choose from, in the site's language (R-AUTH-52). */
export const useSecurityQuestions = (language: string) => useQuery(securityQuestionsQuery(language));
