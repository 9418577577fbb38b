import { accountEndpoints, type RegisterBody } from '@app/contracts';
import { type CredentialSeal, callSealed } from '../../../shared/lib/sealed-call';

/**
 * Mobile registration (R-REG-17); the answer is a session, as after a login (R-REG-21). Sealed with
 * the published key when the site enables it (R-REG-17).
 */
export const registerMobile = (body: RegisterBody, seal?: CredentialSeal) =>
  callSealed(accountEndpoints.registerMobile, body, seal);
