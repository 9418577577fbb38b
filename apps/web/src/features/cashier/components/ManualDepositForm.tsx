import type { ReceivingAccount as Account } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { SubmitButton } from '../../account';
import { createManualDeposit } from '../api/create-manual-deposit';
import { useMoneyRequest } from '../hooks/use-money-request';
import { amountProblem } from '../lib/amount';
import { CashierField } from './CashierField';
import { FormError, fieldError } from './FormError';
import { ReceivingAccount } from './ReceivingAccount';

const FIELDS = ['amount', 'depositorName', 'transferRef'] as const;
type Field = (typeof FIELDS)[number];

function problemOf(field: Field, value: string, limits: { min: number; max: number }): MessageKey | null {
  if (field === 'amount') return amountProblem(value, limits);
  if (field === 'depositorName') return value.trim().length >= 2 ? null : 'cashier_depositor_required';
  return /^[A-Za-z0-9-]{4,40}$/u.test(value.trim()) ? null : 'cashier_reference_format';
}

/** A manual bank transfer (R-WALLET-09): send to the account shown, then tell us what was sent. */
export function ManualDepositForm({
  account,
  min,
  max,
  onSent,
}: {
  account: Account;
  min: number;
  max: number;
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
    FIELDS.map((f) => [f, problemOf(f, values[f], { min, max })]),
  ) as Record<Field, MessageKey | null>;
  const request = useMoneyRequest(
    (requestId) =>
      createManualDeposit({
        amount: Number(values.amount),
        depositorName: values.depositorName.trim(),
        transferRef: values.transferRef.trim(),
        requestId,
      }),
    onSent,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (FIELDS.every((f) => !problems[f])) void request.submit();
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
    message: (checked && problems[field]) || fieldError(request.error, field),
  });
  return (
    <form className="cashier-form" onSubmit={submit} noValidate data-testid="manual-deposit-form">
      <p className="cashier-hint">{t('cashier_manual_steps')}</p>
      <ReceivingAccount account={account} />
      <CashierField
        label={t('cashier_amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('cashier_limits', { min: formatAmount(min), max: formatAmount(max) })}
        testId="manual-amount"
        {...bind('amount')}
      />
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
      <SubmitButton busy={request.busy} testId="manual-submit">
        {t('cashier_manual_submit')}
      </SubmitButton>
    </form>
  );
}
