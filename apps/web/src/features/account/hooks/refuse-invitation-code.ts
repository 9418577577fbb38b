import type { FieldMessage } from '@app/contracts';
import type { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';

/** The invitation-code refusal is shown for 1 s before the field takes the focus (R-ERR-01, R-CONST-25). */
const INVITATION_NOTICE_MS = 1_000;

interface CodeField {
  setMessage(field: 'affiliateCode', message: FieldMessage): void;
  focus(field: 'affiliateCode'): void;
}

/**
 * An unknown code, or a link used on another host: 1 s notice, then the code field (R-ERR-01,
 * R-ERR-22). False for any other failure, which is not this field's to show.
 */
export function refuseInvitationCode(failure: ApiError, form: CodeField): boolean {
  if (failure.code !== 'INVALID_INVITATION_CODE' && failure.code !== 'REFERRER_LINK_ERROR') return false;
  notify(failure.messageKey, { tone: 'error', durationMs: INVITATION_NOTICE_MS });
  form.setMessage('affiliateCode', { key: failure.messageKey });
  setTimeout(() => form.focus('affiliateCode'), INVITATION_NOTICE_MS);
  return true;
}
