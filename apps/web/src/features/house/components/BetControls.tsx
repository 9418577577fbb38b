import type { SlotDefinition } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useGameMoney } from '../hooks/use-game-money';
import * as styles from './slot.module.css';

interface Props {
  def: SlotDefinition;
  betIndex: number;
  totalBet: number;
  spinning: boolean;
  onBet(index: number): void;
  onSpin(): void;
}

/** The line bet within the game's steps, the total bet it makes, and the spin button. */
export function BetControls({ def, betIndex, totalBet, spinning, onBet, onSpin }: Props) {
  const { t } = useTranslation();
  const money = useGameMoney();
  const steps = def.lineBetsCentavos;
  return (
    <div className={styles.controls}>
      <div className={styles.betBox}>
        <span className={styles.caption}>{t('house_line_bet')}</span>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            onClick={() => onBet(betIndex - 1)}
            disabled={spinning || betIndex === 0}
            aria-label={t('house_bet_down')}
            data-testid="bet-down"
          >
            −
          </button>
          <strong data-testid="line-bet">{money(steps[betIndex] ?? 0)}</strong>
          <button
            type="button"
            className={styles.step}
            onClick={() => onBet(betIndex + 1)}
            disabled={spinning || betIndex >= steps.length - 1}
            aria-label={t('house_bet_up')}
            data-testid="bet-up"
          >
            +
          </button>
        </div>
        <span className={styles.caption} data-testid="total-bet">
          {t('house_total_bet', { amount: money(totalBet), lines: def.paylines.length })}
        </span>
      </div>
      <button
        type="button"
        className={spinning ? `${styles.spin} ${styles.spinning}` : styles.spin}
        onClick={onSpin}
        disabled={spinning}
        data-testid="spin"
      >
        <span className={styles.arrows} aria-hidden="true">
          ⟳
        </span>
        <span>{t('house_spin')}</span>
      </button>
    </div>
  );
}
