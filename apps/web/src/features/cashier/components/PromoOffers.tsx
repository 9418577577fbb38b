import type { DepositPromo } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { formatAmount } from '../../../shared/lib/money';
import * as styles from '../cashier.module.css';
import { BonusRules, OfferTerms } from './BonusTerms';

/** One offer as a choice: its rate and cap, minimum deposit, wagering, time limit, and its terms. */
function PromoOffer({
  promo,
  name,
  checked,
  onChoose,
}: {
  promo: DepositPromo;
  name: string;
  checked: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.bonusOffer} data-testid="bonus-offer" data-promo-id={promo.promoId}>
      <label className={styles.bonusOption}>
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onChoose}
          data-testid="bonus-offer-pick"
        />
        <span className={styles.bonusOptionBody}>
          <strong>{promo.title}</strong>
          <span className={styles.bonusRate} data-testid="bonus-offer-rate">
            {t('bonus_offer_rate', { percent: promo.percent, max: formatAmount(promo.maxBonus) })}
          </span>
          <span>{t('bonus_offer_min', { min: formatAmount(promo.minDeposit) })}</span>
          <span>{t('bonus_offer_wagering', { multiple: promo.wageringMultiple })}</span>
          <span>{t('bonus_offer_expiry', { days: promo.expiryDays })}</span>
          {promo.endsAt && <span>{t('bonus_offer_ends', { date: formatManila(promo.endsAt) })}</span>}
        </span>
      </label>
      <OfferTerms terms={promo.terms} />
    </div>
  );
}

/** The deposit promotions to join with this deposit, or none, the default (R-PROMO-14). */
export function PromoOffers({
  promos,
  chosen,
  onChoose,
}: {
  promos: DepositPromo[];
  chosen: number | null;
  onChoose(promoId: number | null): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <section className={styles.cashierCard} data-testid="bonus-offers" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={styles.cashierSubtitle}>
        {t('bonus_section_title')}
      </h2>
      <div className={styles.bonusOfferList} role="radiogroup" aria-labelledby={`${name}-title`}>
        <div className={styles.bonusOffer}>
          <label className={styles.bonusOption}>
            <input
              type="radio"
              name={name}
              checked={chosen === null}
              onChange={() => onChoose(null)}
              data-testid="bonus-none"
            />
            <span className={styles.bonusOptionBody}>
              <strong>{t('bonus_none')}</strong>
              <span>{t('bonus_none_note')}</span>
            </span>
          </label>
        </div>
        {promos.map((promo) => (
          <PromoOffer
            key={promo.promoId}
            promo={promo}
            name={name}
            checked={chosen === promo.promoId}
            onChoose={() => onChoose(promo.promoId)}
          />
        ))}
      </div>
      <BonusRules />
    </section>
  );
}
