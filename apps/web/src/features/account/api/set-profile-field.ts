import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export type ProfileField = 'nickname' | 'email' | 'payeeName';

/** Nickname, email or payee name, form-encoded (R-AUTH-51); the answer is the saved value. */
export function setProfileField(field: ProfileField, value: string) {
  switch (field) {
    case 'nickname':
      return callEndpoint(accountEndpoints.setNickname, { body: { nickname: value } });
    case 'email':
      return callEndpoint(accountEndpoints.bindEmail, { body: { email: value } });
    case 'payeeName':
      return callEndpoint(accountEndpoints.setPayeeName, { body: { payeeName: value } });
  }
}
