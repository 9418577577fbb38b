import { type ChallengePurpose, challengeEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A signed proof-of-work challenge for one purpose (R-AUTH-24, R-AUTH-35). */
export const getChallenge = (purpose: ChallengePurpose) =>
  callEndpoint(challengeEndpoints.issue, { query: { purpose } });
