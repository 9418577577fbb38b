import { agentEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/**
 * Moves the members (with their subtrees) under the target, the caller when it is null: one through
 * `transferDownline` (R-API-122), several in one transaction through `transferMultipleDownline` (R-API-123).
 */
export function transferDownlines({ memberIds, targetId }: { memberIds: string[]; targetId: string | null }) {
  const target = targetId === null ? {} : { targetId };
  const [only] = memberIds;
  return memberIds.length === 1 && only !== undefined
    ? callEndpoint(agentEndpoints.transferDownline, { body: { memberId: only, ...target } })
    : callEndpoint(agentEndpoints.transferMultipleDownline, { body: { memberIds, ...target } });
}
