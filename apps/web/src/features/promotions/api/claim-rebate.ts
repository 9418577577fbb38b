import { promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Credits the rebate earned since the last claim; NOTHING_TO_CLAIM when it is 0. */
export const claimRebate = () => callEndpoint(promotionsEndpoints.rebateClaim, {});
