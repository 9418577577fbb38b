import { CRASH_RULES, crashPayoutCentavos, formatMultiplier } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useGameMoney } from '../hooks/use-game-money';
import { betOutcome, type CrashFeed, currentCents } from '../lib/crash-feed';
import { parseAutoCashout, parseStake } from '../lib/crash-input';
import * as styles from './crash.module.css';

interface Props {
  feed: CrashFeed;
  busy: boolean;
  onBet(amountCentavos: number, autoCashoutCents: number | null): void;
  onCashOut(): void;
}

/** Re-renders `perSecond` times a second while `on`, for the cash-out button's live amount. */
function useTicker(on: boolean, perSecond: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000 / perSecond);
    return () => clearInterval(timer);
  }, [on, perSecond]);
}

/** Stake, automatic cash-out and the one button that bets, then cashes out (busy while it asks). */
export function CrashControls({ feed, busy, onBet, onCashOut }: Props) {
  const { t } = useTranslation();
  const money = useGameMoney();
  const [stake, setStake] = useState(String(CRASH_RULES.minBetCentavos / 100));
  const [auto, setAuto] = useState('');
  const { round, myBet } = feed;
  const cents = currentCents(feed, Date.now());
  const outcome = myBet ? betOutcome(myBet, cents, round) : null;
  const canCashOut = round?.phase === 'running' && outcome?.status === 'open';
  const betsOpen = round?.phase === 'betting' && Date.now() + feed.offsetMs < Date.parse(round.bettingEndsAt);
  // The cash-out amount follows the curve; the bet button closes with the countdown.
  useTicker(canCashOut || round?.phase === 'betting', canCashOut ? 10 : 4);
  const amount = parseStake(stake);
  const autoCents = parseAutoCashout(auto);
  const stakeError = amount === null ? 'crash_stake_range' : null;
  const autoError = autoCents === undefined ? 'crash_auto_range' : null;

  let label: string;
  let action: (() => void) | null = null;
  if (canCashOut && myBet) {
    label = t('crash_cash_out', { amount: money(crashPayoutCentavos(myBet.amountCentavos, cents)) });
    action = onCashOut;
  } else if (outcome?.status === 'cashed')
    label = t('crash_cashed_at', { at: formatMultiplier(outcome.cashoutCents ?? 100) });
  else if (outcome?.status === 'lost') label = t('crash_lost');
  else if (round?.phase === 'betting' && myBet) label = t('crash_bet_placed');
  else if (betsOpen) {
    label = t('crash_bet', { amount: money(amount ?? 0) });
    if (amount !== null && autoCents !== undefined) action = () => onBet(amount, autoCents);
  } else label = t(round?.phase === 'running' ? 'crash_wait_next' : 'crash_waiting');

  const editable = betsOpen && !myBet;
  return (
    <div className={styles.controls}>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('crash_stake')}</span>
          <input
            inputMode="decimal"
            value={stake}
            onChange={(event) => setStake(event.target.value)}
            disabled={!editable}
            aria-invalid={stakeError !== null}
            data-testid="crash-stake"
          />
          {stakeError && <small className={styles.hint}>{t(stakeError, limits(money))}</small>}
        </label>
        <label className={styles.field}>
          <span>{t('crash_auto')}</span>
          <input
            inputMode="decimal"
            value={auto}
            placeholder={t('crash_auto_off')}
            onChange={(event) => setAuto(event.target.value)}
            disabled={!editable}
            aria-invalid={autoError !== null}
            data-testid="crash-auto"
          />
          {autoError && <small className={styles.hint}>{t(autoError, limits(money))}</small>}
        </label>
      </div>
      <button
        type="button"
        className={
          canCashOut
            ? `btn btn-block ${styles.action} ${styles.cashOut}`
            : `btn btn-block ${styles.action} btn-primary`
        }
        disabled={busy || action === null}
        aria-busy={busy}
        onClick={() => action?.()}
        data-testid="crash-action"
      >
        {busy ? t('crash_sending') : label}
      </button>
    </div>
  );
}

const limits = (money: (centavos: number) => string) => ({
  min: money(CRASH_RULES.minBetCentavos),
  max: money(CRASH_RULES.maxBetCentavos),
  top: formatMultiplier(CRASH_RULES.maxMultiplierCents),
});
