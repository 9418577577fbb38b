import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Saves another built-in avatar, form-encoded (R-AUTH-50). */
export const setMemberIcon = (icon: number) => callEndpoint(accountEndpoints.setIcon, { body: { icon } });
