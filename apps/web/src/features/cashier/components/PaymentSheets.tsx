import { PaymentPasswordSheet, PaymentResetSheet, SecurityQuestionsSheet } from '../../account';

export type PaymentSheet = 'set' | 'reset' | 'questions';

/** The payment password's panels from the withdraw screen: set it (R-WALLET-13), or reset it (R-WALLET-14). */
export function PaymentSheets({
  sheet,
  isSet,
  onOpen,
}: {
  sheet: PaymentSheet | null;
  isSet: boolean;
  onOpen(sheet: PaymentSheet | null): void;
}) {
  const close = () => onOpen(null);
  if (sheet === 'set')
    return <PaymentPasswordSheet isSet={isSet} onClose={close} onForgot={() => onOpen('reset')} />;
  if (sheet === 'reset')
    return <PaymentResetSheet onClose={close} onSetQuestions={() => onOpen('questions')} />;
  if (sheet === 'questions') return <SecurityQuestionsSheet isSet={false} onClose={close} />;
  return null;
}
