/** Amounts players pick most, within the method's limits, so most deposits need no typing. */
import * as styles from '../cashier.module.css';

const PICKS = [100, 200, 500, 1_000, 5_000, 10_000];

export function AmountPicks({
  min,
  max,
  onPick,
}: {
  min: number;
  max: number;
  onPick(amount: string): void;
}) {
  const picks = PICKS.filter((amount) => amount >= min && amount <= max);
  return (
    <div className={styles.amountPicks}>
      {picks.map((amount) => (
        <button
          key={amount}
          type="button"
          className={styles.amountPick}
          onClick={() => onPick(String(amount))}
          data-testid={`amount-pick-${amount}`}
        >
          ₱{amount.toLocaleString('en-PH')}
        </button>
      ))}
    </div>
  );
}
