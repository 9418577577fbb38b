import { promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Credits one waiting reward; claiming it again answers the same claim. */
export const claimReward = (rewardId: string) =>
  callEndpoint(promotionsEndpoints.rewardClaim, { body: { rewardId } });
