import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const dividendScope = [...MEMBER_SCOPE, 'agent', 'dividend'] as const;

/** The dividend terms with the member's upline (`MCS2_getContractDividendInfo`, R-AGENT-06). */
export const useDividendContract = () =>
  useQuery({
    queryKey: [...dividendScope, 'contract'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.dividendContractInfo, { signal }),
    meta: HANDLES_ERRORS,
  });
