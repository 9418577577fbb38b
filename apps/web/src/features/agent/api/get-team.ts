import { agentEndpoints } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DayRange } from '../lib/periods';

const teamKey = (...parts: unknown[]) => [...MEMBER_SCOPE, 'agent', 'team', ...parts] as const;

/** Team size, new and active members, and the team's money for the days chosen (R-AGENT-07). */
export function useTeamKpis(range: DayRange, enabled: boolean) {
  const a = useQuery({
    queryKey: teamKey('kpiA', range),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.teamKpiA, { query: range, signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
  const b = useQuery({
    queryKey: teamKey('kpiB', range),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.teamKpiB, { query: range, signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
  return { a, b };
}

export interface ListRequest {
  pageNum: number;
  account: string;
}
export const DOWNLINE_PAGE_SIZE = 20;
const listQuery = ({ pageNum, account }: ListRequest) => ({
  pageNum,
  pageSize: DOWNLINE_PAGE_SIZE,
  ...(account ? { account } : {}),
});

/** Every downline at any depth, searched by account and paged (`Subordinate`, R-AGENT-08). */
export const useSubordinates = (request: ListRequest, enabled: boolean) =>
  useQuery({
    queryKey: teamKey('subordinates', request),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.subordinate, { query: listQuery(request), signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: HANDLES_ERRORS,
  });

/** Each tree member's profit and loss for the days chosen (`MemPNL`, R-AGENT-10). */
export const useMemberPnl = (request: ListRequest, range: DayRange, enabled: boolean) =>
  useQuery({
    queryKey: teamKey('pnl', request, range),
    queryFn: ({ signal }) =>
      callEndpoint(agentEndpoints.memberPnl, { query: { ...listQuery(request), ...range }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: HANDLES_ERRORS,
  });
