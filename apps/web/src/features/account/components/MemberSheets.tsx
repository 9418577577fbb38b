import type { MemberInfo, SecurityConfig } from '@app/contracts';
import { AvatarSheet } from './AvatarSheet';
import { PaymentPasswordSheet } from './PaymentPasswordSheet';
import { PaymentResetSheet } from './PaymentResetSheet';
import { ProfileFieldSheet } from './ProfileFieldSheet';
import { SecurityQuestionsSheet } from './SecurityQuestionsSheet';

export type MemberSheet =
  | 'avatar'
  | 'nickname'
  | 'email'
  | 'payeeName'
  | 'payment'
  | 'paymentReset'
  | 'questions';

/** The member centre's panel that is open, if any. */
export function MemberSheets({
  sheet,
  info,
  icon,
  security,
  onOpen,
}: {
  sheet: MemberSheet | null;
  info: MemberInfo;
  icon: number;
  security: SecurityConfig | undefined;
  onOpen(sheet: MemberSheet | null): void;
}) {
  const close = () => onOpen(null);
  switch (sheet) {
    case 'avatar':
      return <AvatarSheet current={icon} onClose={close} />;
    case 'nickname':
    case 'email':
    case 'payeeName':
      return (
        <ProfileFieldSheet
          field={sheet}
          value={sheet === 'nickname' ? (info.nickname ?? '') : ''}
          onClose={close}
        />
      );
    case 'payment':
      return (
        <PaymentPasswordSheet
          isSet={security?.paymentPassword ?? false}
          onClose={close}
          onForgot={() => onOpen('paymentReset')}
        />
      );
    case 'paymentReset':
      return <PaymentResetSheet onClose={close} onSetQuestions={() => onOpen('questions')} />;
    case 'questions':
      return <SecurityQuestionsSheet isSet={security?.securityQuestions ?? false} onClose={close} />;
    default:
      return null;
  }
}
