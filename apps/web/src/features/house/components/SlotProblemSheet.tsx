import type { Currency } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import type { SlotProblem } from '../hooks/use-slot-machine';
import * as fairStyles from './fairness.module.css';

interface Props {
  problem: SlotProblem;
  currency: Currency;
  onClose(): void;
  onCloseGame(): void;
}

/**
 * Why a spin did not happen: not enough money (with the way to deposit; demo credit cannot be
 * topped up), or a launch token idle too long (the game must be opened again).
 */
export function SlotProblemSheet({ problem, currency, onClose, onCloseGame }: Props) {
  const { t } = useTranslation();
  if (problem.kind === 'expired')
    return (
      <Sheet look="game" title={t('house_expired_title')} onClose={onCloseGame} testId="slot-expired">
        <p className={fairStyles.note}>{t('house_expired_text')}</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={onCloseGame}
          data-testid="slot-reopen"
        >
          {t('house_close_game')}
        </button>
      </Sheet>
    );
  return (
    <Sheet look="game" title={t('house_funds_title')} onClose={onClose} testId="slot-funds">
      <p className={fairStyles.note}>{t(currency === 'DEMO' ? 'house_funds_demo' : 'house_funds_text')}</p>
      {currency !== 'DEMO' && (
        <Link to="/voucherCenter" className="btn btn-primary btn-block" data-testid="slot-deposit">
          {t('house_deposit')}
        </Link>
      )}
      <button type="button" className="btn btn-ghost btn-block" onClick={onClose} data-testid="slot-funds-ok">
        {t('house_change_bet')}
      </button>
    </Sheet>
  );
}
