import { type LimitKey, protectionEndpoints, type SetLimitBody, type TakeBreakBody } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Each change answers the new state, which replaces the cached one. */
export const setLimit = (body: SetLimitBody) => callEndpoint(protectionEndpoints.setLimit, { body });
export const removeLimit = (body: LimitKey) => callEndpoint(protectionEndpoints.removeLimit, { body });
export const confirmLimit = (body: LimitKey) => callEndpoint(protectionEndpoints.confirmLimit, { body });
export const takeBreak = (body: TakeBreakBody) => callEndpoint(protectionEndpoints.takeBreak, { body });
export const requestReopen = () => callEndpoint(protectionEndpoints.requestReopen, {});
