import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** The agent pays a finished week's dividend from their wallet (`ODSFE2_PayoutDividend`, R-AGENT-11). */
export const payoutDividend = (body: BodyOf<typeof agentEndpoints.payoutDividend>) =>
  callEndpoint(agentEndpoints.payoutDividend, { body });
