import type { ChallengePurpose } from '@app/contracts';
import { ApiError } from '../../../shared/lib/api-client';
import { getChallenge } from '../api/get-challenge';
import { altchaPayload, solveAltcha } from '../lib/altcha-solver';

/**
 * Fetches a challenge and solves it; a challenge that cannot be solved is the server's "Verification
 * code error" (R-ERR-16), and nothing is sent (R-AUTH-24).
 */
export async function runChallenge(purpose: ChallengePurpose): Promise<string> {
  const challenge = await getChallenge(purpose);
  const solution = await solveAltcha(challenge);
  if (!solution) throw new ApiError('VERIFICATION_CODE_ERROR', 'err_verification_code', 0);
  return altchaPayload(challenge, solution);
}
