import type { WithdrawInfo } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { notify } from '../../../shared/stores/notices';
import { SubmitButton } from '../../account';
import { createWithdrawal } from '../api/create-withdrawal';
import { withdrawInfoQueryKey } from '../api/get-withdraw-info';
import * as styles from '../cashier.module.css';
import { useMoneyRequest } from '../hooks/use-money-request';
import { amountProblem } from '../lib/amount';
import { BonusForfeitCheck } from './BonusForfeitCheck';
import { CashierField } from './CashierField';
import { FormError, fieldError } from './FormError';

/**
 * A withdrawal to the chosen account (R-WALLET-12, 17): amount within what can go, and the payment
 * password; while a bonus runs, the player's agreement that it is forfeited (R-WALLET-08).
 */
export function WithdrawForm({
  info,
  cardId,
  onForgot,
}: {
  info: WithdrawInfo;
  cardId: number | null;
  onForgot(): void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [forfeitAgreed, setForfeitAgreed] = useState(false);
  const problem = amountProblem(amount, {
    min: info.minAmount,
    max: info.maxAmount,
    available: info.withdrawable,
  });
  const passwordProblem: MessageKey | null = /^\d{6}$/u.test(password) ? null : 'val_payment_password';
  const forfeitProblem: MessageKey | null = info.bonus && !forfeitAgreed ? 'bonus_forfeit_required' : null;
  const request = useMoneyRequest(
    (requestId) =>
      createWithdrawal({
        bankCardId: cardId ?? 0,
        amount: Number(amount),
        paymentPassword: password,
        requestId,
        ...(info.bonus && forfeitAgreed ? { forfeitBonus: true } : {}),
      }),
    () => {
      setAmount('');
      setPassword('');
      setChecked(false);
      setForfeitAgreed(false);
      notify('cashier_withdraw_sent', { tone: 'success' });
    },
  );
  // The server's refusal for a running bonus belongs at the agreement, when the form shows it.
  const bonusRefusal = info.bonus && request.error?.code === 'BONUS_ACTIVE' ? request.error.messageKey : null;
  const queryClient = useQueryClient();
  const bonusStartedMeanwhile = !info.bonus && request.error?.code === 'BONUS_ACTIVE';
  useEffect(() => {
    // A bonus that began after this screen loaded (a deposit in another tab): fetch it, so its
    // warning and the agreement appear.
    if (bonusStartedMeanwhile) void queryClient.invalidateQueries({ queryKey: withdrawInfoQueryKey });
  }, [bonusStartedMeanwhile, queryClient]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem && !passwordProblem && !forfeitProblem && cardId !== null) void request.submit();
  };
  return (
    <form className={styles.cashierForm} onSubmit={submit} noValidate data-testid="withdraw-form">
      <CashierField
        label={t('cashier_amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        hint={t('cashier_limits', { min: formatAmount(info.minAmount), max: formatAmount(info.maxAmount) })}
        message={(checked && problem) || fieldError(request.error, 'amount')}
        testId="withdraw-amount"
      />
      <CashierField
        label={t('field_payment_password')}
        type="password"
        value={password}
        onChange={(v) => setPassword(v.replace(/\D+/gu, ''))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        message={(checked && passwordProblem) || fieldError(request.error, 'paymentPassword')}
        testId="withdraw-password"
      />
      <button
        type="button"
        className={`text-link ${styles.cashierLink}`}
        onClick={onForgot}
        data-testid="withdraw-forgot"
      >
        {t('member_payment_forgot')}
      </button>
      {info.bonus && (
        <BonusForfeitCheck
          agreed={forfeitAgreed}
          onChange={setForfeitAgreed}
          message={(checked && forfeitProblem) || bonusRefusal}
        />
      )}
      <FormError error={bonusRefusal ? null : request.error} fields={['amount', 'paymentPassword']} />
      <SubmitButton busy={request.busy} disabled={cardId === null} testId="withdraw-submit">
        {t('cashier_withdraw_now')}
      </SubmitButton>
    </form>
  );
}
