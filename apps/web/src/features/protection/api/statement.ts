import { protectionEndpoints, type StatementPeriod } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getStatement = (period: StatementPeriod, signal?: AbortSignal) =>
  callEndpoint(protectionEndpoints.statement, { query: { period }, signal });

export const statementQuery = (period: StatementPeriod) =>
  queryOptions({
    queryKey: [...MEMBER_SCOPE, 'statement', period],
    queryFn: ({ signal }) => getStatement(period, signal),
    meta: HANDLES_ERRORS,
  });

/** The activity statement of one kind of period, newest first. */
export const useStatement = (period: StatementPeriod) => useQuery(statementQuery(period));
