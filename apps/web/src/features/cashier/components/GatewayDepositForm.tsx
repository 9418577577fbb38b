import { GATEWAY_CODES, type GatewayMethod } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { SubmitButton } from '../../account';
import { createGatewayDeposit } from '../api/create-gateway-deposit';
import { useMoneyRequest } from '../hooks/use-money-request';
import { amountProblem } from '../lib/amount';
import { AmountPicks } from './AmountPicks';
import { CashierField } from './CashierField';
import { FormError, fieldError } from './FormError';

/** A gateway deposit (R-WALLET-10): the amount, then the gateway's own page to pay on. */
export function GatewayDepositForm({
  method,
  min,
  max,
}: {
  method: GatewayMethod;
  min: number;
  max: number;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = amountProblem(amount, { min, max });
  const request = useMoneyRequest(
    (requestId) =>
      createGatewayDeposit({ amount: Number(amount), method, gatewayCode: GATEWAY_CODES.MOBILE, requestId }),
    ({ redirectUrl }) => window.location.assign(redirectUrl),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) void request.submit();
  };
  return (
    <form className="cashier-form" onSubmit={submit} noValidate data-testid="gateway-deposit-form">
      <AmountPicks min={min} max={max} onPick={setAmount} />
      <CashierField
        label={t('cashier_amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        hint={t('cashier_limits', { min: formatAmount(min), max: formatAmount(max) })}
        message={(checked && problem) || fieldError(request.error, 'amount')}
        testId="deposit-amount"
      />
      <FormError error={request.error} fields={['amount']} />
      <SubmitButton busy={request.busy} testId="deposit-submit">
        {t('cashier_pay_now')}
      </SubmitButton>
      <p className="cashier-hint">{t('cashier_gateway_note')}</p>
    </form>
  );
}
