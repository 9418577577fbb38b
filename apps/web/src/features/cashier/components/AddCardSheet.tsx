import { accountNumberProblem } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import { Sheet } from '../../../shared/ui/Sheet';
import { SubmitButton } from '../../account';
import { addBankCard } from '../api/add-bank-card';
import { useWithdrawBanks } from '../api/get-withdraw-banks';
import * as styles from '../cashier.module.css';
import { useMoneyRequest } from '../hooks/use-money-request';
import { CashierField } from './CashierField';
import { FormError, fieldError } from './FormError';

/** A payout account (R-API-39): bank or e-wallet, number of its shape, in the payee name. */
export function AddCardSheet({ payeeName, onClose }: { payeeName: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const banks = useWithdrawBanks();
  const selectId = useId();
  const [bankCode, setBankCode] = useState('GCASH');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [checked, setChecked] = useState(false);
  const numberProblem: MessageKey | null = accountNumberProblem(bankCode, accountNumber)
    ? 'err_account_number_invalid'
    : null;
  const nameProblem: MessageKey | null =
    accountName.trim().length >= 2 ? null : 'cashier_account_name_required';
  const request = useMoneyRequest(
    () => addBankCard({ bankCode, accountNumber, accountName: accountName.trim() }),
    onClose,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!numberProblem && !nameProblem) void request.submit();
  };
  return (
    <Sheet title={t('cashier_add_card')} onClose={onClose} testId="add-card-sheet">
      <QueryState query={banks}>
        {(list) => (
          <form className={styles.cashierForm} onSubmit={submit} noValidate data-testid="add-card-form">
            <div className={styles.cashierField}>
              <label htmlFor={selectId}>{t('cashier_bank')}</label>
              <select
                id={selectId}
                value={bankCode}
                onChange={(e) => setBankCode(e.target.value)}
                data-testid="card-bank"
              >
                {list.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            </div>
            <CashierField
              label={t('cashier_account_number')}
              value={accountNumber}
              onChange={(v) => setAccountNumber(v.replace(/\D+/gu, ''))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              hint={t(
                bankCode === 'GCASH' || bankCode === 'MAYA'
                  ? 'cashier_ewallet_hint'
                  : 'cashier_bank_number_hint',
              )}
              message={(checked && numberProblem) || fieldError(request.error, 'accountNumber')}
              testId="card-number"
            />
            <CashierField
              label={t('cashier_account_name')}
              value={accountName}
              onChange={setAccountName}
              readOnly={payeeName !== null}
              autoComplete="name"
              maxLength={50}
              hint={t('cashier_payee_hint')}
              message={(checked && nameProblem) || fieldError(request.error, 'accountName')}
              testId="card-name"
            />
            <FormError error={request.error} fields={['accountNumber', 'accountName']} />
            <SubmitButton busy={request.busy} testId="card-save">
              {t('member_save')}
            </SubmitButton>
          </form>
        )}
      </QueryState>
    </Sheet>
  );
}
