import { LOTTO_PICKS, type LottoGame, lottoMaxStakeCentavos, lottoText } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { multiplierOf, unitCentavosOf } from '../lib/lottery';
import { luckyPick, togglePick } from '../lib/lotto';
import type { BetChoice } from './BetForm';
import * as styles from './lottery.module.css';
import { StakeFields } from './StakeFields';

interface Props {
  def: LottoGame;
  /** Betting on the shown draw is open. */
  open: boolean;
  busy: boolean;
  currency: string;
  onPlace(choice: BetChoice): Promise<boolean>;
}

/**
 * A pick-6 lotto ticket: the grid of 1..N (six to pick, or a lucky pick), stake and multiplier
 * within the game's published cap, and what 6 matched would win, before confirming.
 */
export function LottoBetForm({ def, open, busy, currency, onPlace }: Props) {
  const { t } = useTranslation();
  const { pool, prizes, maxWinCentavos } = def.lotto;
  const [picked, setPicked] = useState<number[]>([]);
  const [unit, setUnit] = useState('10');
  const [times, setTimes] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const unitCentavos = unitCentavosOf(unit);
  const multiplier = multiplierOf(times);
  const maxStake = lottoMaxStakeCentavos(def.lotto);
  const stake = (unitCentavos ?? 0) * (multiplier ?? 0);
  const tooMuch = stake > maxStake;
  const full = picked.length === LOTTO_PICKS;
  const ready = open && full && unitCentavos !== null && multiplier !== null && !tooMuch;
  const money = (centavos: number) => formatMoneyCentavos(centavos, currency);
  const top = stake * prizes[6];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };
  return (
    <form className={`card-section ${styles.form}`} onSubmit={submit} data-testid="lottery-bet-form">
      <fieldset className={styles.lottoPick}>
        <legend className="section-title">{t('lottery_lotto_pick', { pool })}</legend>
        <p className={styles.muted}>{t('lottery_type_lotto6_how', { pool })}</p>
        <div className={styles.lottoBar}>
          <span className={styles.lottoCount} aria-live="polite" data-testid="lotto-count">
            {t('lottery_lotto_count', { count: picked.length })}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setPicked(luckyPick(pool))}
            data-testid="lotto-lucky"
          >
            {t('lottery_lotto_lucky')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setPicked([])}
            disabled={picked.length === 0}
            data-testid="lotto-clear"
          >
            {t('lottery_lotto_clear')}
          </button>
        </div>
        <div className={styles.lottoGrid} data-testid="lotto-grid">
          {Array.from({ length: pool }, (_, i) => i + 1).map((n) => {
            const on = picked.includes(n);
            return (
              <button
                key={n}
                type="button"
                className={on ? `${styles.lottoNumber} ${styles.on}` : styles.lottoNumber}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => setPicked((old) => togglePick(old, n))}
                data-testid={`lotto-number-${n}`}
              >
                {n}
              </button>
            );
          })}
        </div>
      </fieldset>
      <StakeFields
        unit={unit}
        onUnit={setUnit}
        unitInvalid={unitCentavos === null || tooMuch}
        times={times}
        onTimes={setTimes}
        timesInvalid={multiplier === null || tooMuch}
      />
      <p className={tooMuch ? styles.error : styles.muted} role={tooMuch ? 'alert' : undefined}>
        {t('lottery_lotto_stake_max', { max: money(maxStake), win: money(maxWinCentavos) })}
      </p>
      <p className={styles.quote} data-testid="lottery-quote" aria-live="polite">
        {full && !tooMuch && unitCentavos !== null && multiplier !== null
          ? t('lottery_lotto_quote', { stake: money(stake), win: money(top) })
          : t('lottery_lotto_quote_waiting')}
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!ready || busy}
        data-testid="lottery-place"
      >
        {open ? t('lottery_place') : t('lottery_betting_closed')}
      </button>
      {confirming && (
        <ConfirmDialog
          testId="lottery-confirm"
          message={t('lottery_lotto_confirm', {
            pick: picked.join(' '),
            stake: money(stake),
            win: money(top),
          })}
          cancelLabel={t('lottery_back')}
          confirmLabel={t('lottery_confirm_bet')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            const choice = {
              betType: 'lotto6' as const,
              pick: lottoText(picked),
              unitCentavos: unitCentavos ?? 0,
              multiplier: multiplier ?? 0,
            };
            void onPlace(choice).then((placed) => {
              setConfirming(false);
              if (placed) setPicked([]);
            });
          }}
        />
      )}
    </form>
  );
}
