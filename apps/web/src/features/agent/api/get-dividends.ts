import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { dividendScope } from './get-dividend-contract';

/** This week's dividend so far (`CurrentDividend`, R-AGENT-11). */
export const useCurrentDividend = () =>
  useQuery({
    queryKey: [...dividendScope, 'current'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.currentDividend, { signal }),
    meta: HANDLES_ERRORS,
  });

/** The finished weeks with their status (`QueryDividend`, R-AGENT-11). */
export const usePastDividends = () =>
  useQuery({
    queryKey: [...dividendScope, 'past'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.queryDividend, { signal }),
    meta: HANDLES_ERRORS,
  });
