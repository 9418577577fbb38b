import type { DepositPromo } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import * as styles from '../cashier.module.css';
import { bonusPreview, wageringFor } from '../lib/bonus';

/** What the chosen offer would bring for the amount typed, and the betting it asks; else its minimum. */
export function BonusPreview({ amount, promo }: { amount: string; promo: DepositPromo | null }) {
  const { t } = useTranslation();
  if (!promo) return null;
  const bonus = bonusPreview(Number(amount.trim()), promo);
  return (
    <p className={styles.cashierNotice} data-testid="bonus-preview" aria-live="polite">
      {bonus > 0
        ? t('bonus_preview', {
            bonus: formatAmount(bonus),
            wager: formatAmount(wageringFor(bonus, promo)),
          })
        : t('bonus_offer_min', { min: formatAmount(promo.minDeposit) })}
    </p>
  );
}
