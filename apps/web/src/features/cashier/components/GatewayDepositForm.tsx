import { type DepositPromo, GATEWAY_CODES, type GatewayMethod } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { createGatewayDeposit } from '../api/create-gateway-deposit';
import * as styles from '../cashier.module.css';
import { usePromoDeposit } from '../hooks/use-promo-deposit';
import { amountProblem } from '../lib/amount';
import { bonusAmountProblem } from '../lib/bonus';
import { AmountPicks } from './AmountPicks';
import { BonusPreview } from './BonusPreview';
import { CashierField } from './CashierField';
import { DepositSubmit } from './DepositSubmit';
import { FormError, fieldError } from './FormError';
import { QrPayment } from './QrPayment';

/** Methods whose gateway answers a code to scan (QQ Wallet's `code_url`), not a page to open. */
const SCANNED: ReadonlySet<GatewayMethod> = new Set(['qq']);

/**
 * A gateway deposit (R-WALLET-10): the amount, then the gateway's own page to pay on, or for QQ
 * Wallet its code to scan shown here (R-API-92); with an offer chosen, it is joined for the order
 * before the player leaves for that page (R-API-95).
 */
export function GatewayDepositForm({
  method,
  min,
  max,
  promo,
}: {
  method: GatewayMethod;
  min: number;
  max: number;
  promo: DepositPromo | null;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [scan, setScan] = useState<{ orderId: string; url: string } | null>(null);
  const problem = amountProblem(amount, { min, max }) ?? bonusAmountProblem(amount, promo);
  const request = usePromoDeposit(
    (requestId) =>
      createGatewayDeposit({ amount: Number(amount), method, gatewayCode: GATEWAY_CODES.MOBILE, requestId }),
    promo?.promoId ?? null,
    ({ orderId, redirectUrl }) =>
      SCANNED.has(method) ? setScan({ orderId, url: redirectUrl }) : window.location.assign(redirectUrl),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem && !request.refused) void request.submit();
  };
  if (scan) return <QrPayment orderId={scan.orderId} url={scan.url} onDone={() => setScan(null)} />;
  return (
    <form className={styles.cashierForm} onSubmit={submit} noValidate data-testid="gateway-deposit-form">
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
      <BonusPreview amount={amount} promo={promo} />
      <FormError error={request.error} fields={['amount']} />
      <DepositSubmit request={request} withoutKey="bonus_pay_without" testId="deposit-submit">
        {t('cashier_pay_now')}
      </DepositSubmit>
      <p className={styles.cashierHint}>{t('cashier_gateway_note')}</p>
    </form>
  );
}
