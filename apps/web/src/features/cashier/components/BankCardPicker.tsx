import { type BankCard, MAX_BANK_CARDS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';

/** The member's payout accounts to choose from, and the way to add one (at most five). */
export function BankCardPicker({
  cards,
  chosen,
  onChoose,
  onAdd,
}: {
  cards: BankCard[];
  chosen: number | null;
  onChoose(id: number): void;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.cashierCard} aria-label={t('cashier_payout_accounts')}>
      <h2 className={styles.cashierSubtitle}>{t('cashier_payout_accounts')}</h2>
      {cards.length === 0 && (
        <p className={styles.cashierHint} data-testid="cards-empty">
          {t('cashier_no_cards')}
        </p>
      )}
      <div className={styles.cardList}>
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            aria-pressed={chosen === card.id}
            className={chosen === card.id ? `${styles.payoutCard} ${styles.isSelected}` : styles.payoutCard}
            onClick={() => onChoose(card.id)}
            data-testid="payout-card"
          >
            <strong>{card.bankName}</strong>
            <span>
              {card.accountNumber} · {card.accountName}
            </span>
          </button>
        ))}
      </div>
      {cards.length < MAX_BANK_CARDS && (
        <button type="button" className="btn btn-ghost btn-block" onClick={onAdd} data-testid="card-add">
          {t('cashier_add_card')}
        </button>
      )}
    </section>
  );
}
