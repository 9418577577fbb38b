import type { SlotDefinition } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useGameMoney } from '../hooks/use-game-money';

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
    <div className="bet-controls">
      <div className="bet-box">
        <span className="bet-caption">{t('house_line_bet')}</span>
        <div className="bet-stepper">
          <button
            type="button"
            className="bet-step"
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
            className="bet-step"
            onClick={() => onBet(betIndex + 1)}
            disabled={spinning || betIndex >= steps.length - 1}
            aria-label={t('house_bet_up')}
            data-testid="bet-up"
          >
            +
          </button>
        </div>
        <span className="bet-caption" data-testid="total-bet">
          {t('house_total_bet', { amount: money(totalBet), lines: def.paylines.length })}
        </span>
      </div>
      <button
        type="button"
        className={`spin-button${spinning ? ' is-spinning' : ''}`}
        onClick={onSpin}
        disabled={spinning}
        data-testid="spin"
      >
        <span className="spin-arrows" aria-hidden="true">
          ⟳
        </span>
        <span>{t('house_spin')}</span>
      </button>
    </div>
  );
}
