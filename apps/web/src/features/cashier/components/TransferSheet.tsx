import type { WalletTransferValue } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { Sheet } from '../../../shared/ui/Sheet';
import { SubmitButton } from '../../account';
import { walletTransfer } from '../api/wallet-transfer';
import * as styles from '../cashier.module.css';
import { useMoneyRequest } from '../hooks/use-money-request';
import { sourceBalance, type TransferDirection, transferEnds, transferProblem } from '../lib/transfer';
import { CashierField } from './CashierField';
import { FormError, fieldError } from './FormError';

export interface TransferTarget {
  vendor: string;
  name: string;
  main: number;
  vendorBalance: number | null;
}

/**
 * The transfer sheet (R-WALLET-18): direction, amount with "all in" / "all out", errors where they
 * belong, and both balances again once the transfer is done or pending.
 */
export function TransferSheet({ target, onClose }: { target: TransferTarget; onClose(): void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<TransferDirection>('in');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<WalletTransferValue | null>(null);
  const balances = result
    ? { main: result.mainBalance, vendor: result.vendorBalance }
    : { main: target.main, vendor: target.vendorBalance };
  const available = sourceBalance(direction, balances);
  const problem = transferProblem(amount, available);
  const request = useMoneyRequest(
    (requestId) =>
      walletTransfer({ ...transferEnds(target.vendor, direction), amount: Number(amount), requestId }),
    (value) => {
      setResult(value);
      setAmount('');
      setChecked(false);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) void request.submit();
  };
  const choose = (next: TransferDirection) => {
    setDirection(next);
    setResult((done) => done && { ...done, status: 'done' });
  };
  return (
    <Sheet title={t('gw_sheet_title')} onClose={onClose} testId="transfer-sheet">
      <dl className={styles.transferBalances}>
        <div>
          <dt>{t('gw_main_wallet')}</dt>
          <dd data-testid="transfer-main-balance">{formatMoney(balances.main)}</dd>
        </div>
        <div>
          <dt>{target.name}</dt>
          <dd data-testid="transfer-vendor-balance">
            {balances.vendor === null ? t('gw_unavailable') : formatMoney(balances.vendor)}
          </dd>
        </div>
      </dl>
      <form className={styles.cashierForm} onSubmit={submit} noValidate data-testid="transfer-form">
        <fieldset className={`${styles.cashierTabs} ${styles.transferDirection}`}>
          <legend className="visually-hidden">{t('gw_direction')}</legend>
          {(['in', 'out'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={direction === each}
              className={styles.cashierTab}
              onClick={() => choose(each)}
              data-testid={`transfer-direction-${each}`}
            >
              {each === 'in' ? t('gw_direction_in', { name: target.name }) : t('gw_direction_out')}
            </button>
          ))}
        </fieldset>
        <CashierField
          label={t('gw_amount')}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          message={(checked && problem) || fieldError(request.error, 'amount')}
          testId="transfer-amount"
        />
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!available}
          onClick={() => setAmount(String(available ?? 0))}
          data-testid="transfer-all"
        >
          {t(direction === 'in' ? 'gw_all_in' : 'gw_all_out')}
        </button>
        <FormError error={request.error} fields={['amount']} />
        {result && (
          <p className={styles.transferOutcome} role="status" data-testid={`transfer-${result.status}`}>
            {t(result.status === 'done' ? 'gw_done' : 'gw_pending')}
          </p>
        )}
        <SubmitButton busy={request.busy} testId="transfer-submit">
          {t('gw_submit')}
        </SubmitButton>
      </form>
    </Sheet>
  );
}
