import type { MemberIcon } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Saves another built-in avatar, form-encoded (R-AUTH-50). */
export const setMemberIcon = (icon: number) =>
  apiRequest<MemberIcon>('POST', '/wps/member/info/icon', { form: { icon: String(icon) } });
