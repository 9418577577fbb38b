import type { ChallengePurpose } from '@app/contracts';
import { apiGet } from '../../../shared/lib/api-client';
import type { AltchaChallenge } from '../lib/altcha-solver';

/** A signed proof-of-work challenge for one purpose (R-AUTH-24, R-AUTH-35). */
export const getChallenge = (purpose: ChallengePurpose) =>
  apiGet<AltchaChallenge>('/wps/challenge', { purpose });
