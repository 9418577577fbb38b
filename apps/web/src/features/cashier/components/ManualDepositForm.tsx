import type { ReceivingAccount as Account, DepositPromo } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { createManualDeposit } from '../api/create-manual-deposit';
import * as styles from '../cashier.module.css';
import { usePromoDeposit } from '../hooks/use-promo-deposit';
import { amountProblem } from '../lib/amount';
import { bonusAmountProblem } from '../lib/bonus';
import { BonusPreview } from './BonusPreview';
import { CashierField } from './CashierField';
import { DepositSubmit } from './DepositSubmit';
import { FormError, fieldError } from './FormError';
import { ReceivingAccount } from './ReceivingAccount';

const FIELDS = ['amount', 'depositorName', 'transferRef'] as const;
type Field = (typeof FIELDS)[number];

function problemOf(
  field: Field,
  value: string,
  limits: { min: number; max: number },
  promo: DepositPromo | null,
): MessageKey | null {
  if (field === 'amount') return amountProblem(value, limits) ?? bonusAmountProblem(value, promo);
  if (field === 'depositorName') return value.trim().length >= 2 ? null : 'cashier_depositor_required';
  return /^[A-Za-z0-9-]{4,40}$/u.test(value.trim()) ? null : 'cashier_reference_format';
}

/**
 * A manual bank transfer (R-WALLET-09): send to the account shown, then tell us what was sent; with
 * an offer chosen, it is joined for the order before the sent state shows (R-API-95).
 */
export function ManualDepositForm({
  account,
  min,
  max,
  promo,
  onSent,
}: {
  account: Account;
  min: number;
  max: number;
  promo: DepositPromo | null;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    amount: '',
    depositorName: '',
    transferRef: '',
  });
  const [checked, setChecked] = useState(false);
  const problems = Object.fromEntries(
    FIELDS.map((f) => [f, problemOf(f, values[f], { min, max }, promo)]),
  ) as Record<Field, MessageKey | null>;
  const request = usePromoDeposit(
    (requestId) =>
      createManualDeposit({
        amount: Number(values.amount),
        depositorName: values.depositorName.trim(),
        transferRef: values.transferRef.trim(),
        requestId,
      }),
    promo?.promoId ?? null,
    onSent,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (FIELDS.every((f) => !problems[f]) && !request.refused) void request.submit();
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
    message: (checked && problems[field]) || fieldError(request.error, field),
  });
  return (
    <form className={styles.cashierForm} onSubmit={submit} noValidate data-testid="manual-deposit-form">
      <p className={styles.cashierHint}>{t('cashier_manual_steps')}</p>
      <ReceivingAccount account={account} />
      <CashierField
        label={t('cashier_amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('cashier_limits', { min: formatAmount(min), max: formatAmount(max) })}
        testId="manual-amount"
        {...bind('amount')}
      />
      <BonusPreview amount={values.amount} promo={promo} />
      <CashierField
        label={t('cashier_depositor_name')}
        autoComplete="name"
        maxLength={50}
        testId="manual-depositor"
        {...bind('depositorName')}
      />
      <CashierField
        label={t('cashier_transfer_ref')}
        autoComplete="off"
        maxLength={40}
        hint={t('cashier_transfer_ref_hint')}
        testId="manual-reference"
        {...bind('transferRef')}
      />
      <FormError error={request.error} fields={FIELDS} />
      <DepositSubmit request={request} withoutKey="bonus_continue_without" testId="manual-submit">
        {t('cashier_manual_submit')}
      </DepositSubmit>
    </form>
  );
}
