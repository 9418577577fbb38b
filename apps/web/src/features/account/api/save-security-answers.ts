import { accountEndpoints, type SecurityAnswersBody } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Saves two answers; replacing answers already set needs the login password (R-AUTH-52, S-14). */
export const saveSecurityAnswers = (body: SecurityAnswersBody) =>
  callEndpoint(accountEndpoints.saveSecurityAnswers, { body });
