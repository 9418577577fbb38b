import type { MemberIcon } from '@app/contracts';
import { postForm } from './post-form';

/** Saves another built-in avatar, form-encoded (R-AUTH-50). */
export const setMemberIcon = (icon: number) =>
  postForm<MemberIcon>('/wps/member/info/icon', { icon: String(icon) });
