import { apiRequest } from '../../../shared/lib/api-client';

export type ProfileField = 'nickname' | 'email' | 'payeeName';

const PATHS: Record<ProfileField, string> = {
  nickname: '/wps/member/info/nickname',
  email: '/wps/member/info/email',
  payeeName: '/wps/member/info/payeename',
};

/** Nickname, email or payee name, form-encoded (R-AUTH-51); the answer is the saved value. */
export const setProfileField = (field: ProfileField, value: string) =>
  apiRequest<Record<ProfileField, string>>('POST', PATHS[field], { form: { [field]: value } });
