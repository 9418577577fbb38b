import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** The emailed link's token sets a new password, once (R-API-34). */
export const resetPasswordByLink = (body: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}) => callEndpoint(accountEndpoints.resetPasswordByLink, { body });
