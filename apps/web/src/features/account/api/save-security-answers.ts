import type { CustomerSecurityQuestions, SecurityAnswersBody } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Saves two answers; replacing answers already set needs the login password (R-AUTH-52, S-14). */
export const saveSecurityAnswers = (body: SecurityAnswersBody) =>
  apiRequest<CustomerSecurityQuestions>('POST', '/wps/member/customerSecurityQuestions', { body });
