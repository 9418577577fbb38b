import type { RegisterBody, SessionValue } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Mobile registration (R-REG-17); the answer is a session, as after a login (R-REG-21). */
export const registerMobile = (body: RegisterBody) =>
  apiRequest<SessionValue>('PUT', '/wps/member/register/mobile', { body });
