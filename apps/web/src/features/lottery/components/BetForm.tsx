import { type HouseLotteryGame, type LotteryBetType, lotteryOdds } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { multiplierOf, pickLength, pickProblem, potentialWinCentavos, unitCentavosOf } from '../lib/lottery';
import * as styles from './lottery.module.css';
import { StakeFields } from './StakeFields';

export interface BetChoice {
  betType: LotteryBetType;
  pick: string;
  unitCentavos: number;
  multiplier: number;
}

interface Props {
  def: HouseLotteryGame;
  /** Betting on the shown draw is open. */
  open: boolean;
  busy: boolean;
  currency: string;
  onPlace(choice: BetChoice): Promise<boolean>;
}

/** Bet type, numbers, stake and multiplier; the odds and the possible win show before confirming. */
export function BetForm({ def, open, busy, currency, onPlace }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [betType, setBetType] = useState<LotteryBetType>(def.betTypes[0] ?? 'straight');
  const [pick, setPick] = useState('');
  const [unit, setUnit] = useState('10');
  const [times, setTimes] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const problem = pickProblem(def, betType, pick);
  const unitCentavos = unitCentavosOf(unit);
  const multiplier = multiplierOf(times);
  const odds = problem === null ? lotteryOdds(def, betType, pick) : undefined;
  const win =
    unitCentavos !== null && multiplier !== null
      ? potentialWinCentavos(def, betType, pick, unitCentavos, multiplier)
      : undefined;
  const ready =
    open && problem === null && unitCentavos !== null && multiplier !== null && odds !== undefined;
  const stake = (unitCentavos ?? 0) * (multiplier ?? 0);
  const choice = { betType, pick, unitCentavos: unitCentavos ?? 0, multiplier: multiplier ?? 0 };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };
  const length = pickLength(def, betType);
  return (
    <form className={`card-section ${styles.form}`} onSubmit={submit} data-testid="lottery-bet-form">
      <fieldset className={styles.types}>
        <legend className="section-title">{t('lottery_bet_type')}</legend>
        {def.betTypes.map((type) => (
          <label key={type} className={type === betType ? `${styles.type} ${styles.on}` : styles.type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={type === betType}
              onChange={() => {
                setBetType(type);
                setPick('');
              }}
              data-testid={`lottery-type-${type}`}
            />
            {t(`lottery_type_${type}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{t(`lottery_type_${betType}_how`, { digits: length })}</p>
      <label className={styles.field}>
        <span>{t('lottery_your_numbers', { digits: length })}</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          value={pick}
          onChange={(event) => setPick(event.target.value.replace(/\D/g, ''))}
          aria-invalid={pick !== '' && problem !== null}
          data-testid="lottery-pick"
        />
      </label>
      {pick.length === length && problem === 'one_order' && (
        <p className={styles.error} role="alert">
          {t('lottery_pick_one_order')}
        </p>
      )}
      <StakeFields
        unit={unit}
        onUnit={setUnit}
        unitInvalid={unitCentavos === null}
        times={times}
        onTimes={setTimes}
        timesInvalid={multiplier === null}
      />
      <p className={styles.quote} data-testid="lottery-quote" aria-live="polite">
        {odds !== undefined && win !== undefined
          ? t('lottery_quote', {
              odds,
              stake: formatMoneyCentavos(stake, currency),
              win: formatMoneyCentavos(win, currency),
            })
          : t('lottery_quote_waiting')}
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!ready || busy}
        data-testid="lottery-place"
      >
        {open ? t('lottery_place') : t('lottery_betting_closed')}
      </button>
      {confirming && odds !== undefined && win !== undefined && (
        <ConfirmDialog
          testId="lottery-confirm"
          message={t('lottery_confirm', {
            type: t(`lottery_type_${betType}`),
            pick,
            stake: formatMoneyCentavos(stake, currency),
            odds,
            win: formatMoneyCentavos(win, currency),
          })}
          cancelLabel={t('lottery_back')}
          confirmLabel={t('lottery_confirm_bet')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void onPlace(choice).then((placed) => {
              setConfirming(false);
              if (placed) setPick('');
            });
          }}
        />
      )}
    </form>
  );
}
