import type { HouseSessionValue, SlotDefinition } from '@app/contracts';
import { useState } from 'react';
import { messageKeyOf, useTranslation } from '../../../i18n';
import { formatBalance, formatMoneyCentavos } from '../../../shared/lib/money';
import { GameCurrencyProvider } from '../hooks/use-game-money';
import { useSlotMachine } from '../hooks/use-slot-machine';
import { winCells } from '../lib/win-cells';
import { BetControls } from './BetControls';
import { GameTopBar } from './GameTopBar';
import * as gameStyles from './game.module.css';
import { Reels } from './Reels';
import { SlotInfoSheet } from './SlotInfoSheet';
import { SlotProblemSheet } from './SlotProblemSheet';
import * as styles from './slot.module.css';
import { WinSummary } from './WinSummary';

interface Props {
  def: SlotDefinition;
  token: string;
  session: HouseSessionValue;
  onClose(): void;
}

/** The game screen: close, name and rules on top, balance, the reels with their wins, bet and spin. */
export function SlotMachine({ def, token, session, onClose }: Props) {
  const { t } = useTranslation();
  const slot = useSlotMachine(def, token, session);
  const [infoOpen, setInfoOpen] = useState(false);
  const spinning = slot.phase === 'spinning';
  const result = spinning ? null : slot.result;
  const winning = result
    ? winCells(def, result.window, result.lineWins, result.scatterPayCentavos > 0)
    : new Set<string>();
  const bigWin = result !== null && result.winCentavos >= result.betCentavos * 10;
  return (
    <GameCurrencyProvider value={session.currency}>
      <div className={gameStyles.frame} data-art={def.theme} data-testid="slot" data-phase={slot.phase}>
        <GameTopBar
          title={t(messageKeyOf(def.nameKey))}
          onClose={onClose}
          onInfo={() => setInfoOpen(true)}
          infoLabel="house_info"
          testId="slot"
        />
        <div className={gameStyles.meters}>
          <div className={gameStyles.meter}>
            <span>{t('wal_balance')}</span>
            <strong data-testid="slot-balance">{formatBalance(slot.balance / 100, session.currency)}</strong>
          </div>
          <div className={`${gameStyles.meter} ${gameStyles.meterWin}`}>
            <span>{t('house_win')}</span>
            <strong data-testid="slot-win">
              {formatMoneyCentavos(result?.winCentavos ?? 0, session.currency)}
            </strong>
          </div>
        </div>
        <div className={styles.stage}>
          <div className={styles.cabinet}>
            <Reels
              def={def}
              reelWindow={slot.reelWindow}
              landed={slot.landed}
              spinning={spinning}
              winning={winning}
              lines={result?.lineWins.map((w) => w.line) ?? []}
            />
            {result && result.winCentavos > 0 && (
              <div
                className={bigWin ? `${styles.banner} ${styles.big}` : styles.banner}
                data-testid="win-banner"
                aria-live="polite"
              >
                <span>{t(bigWin ? 'house_big_win' : 'house_win')}</span>
                <strong>{formatMoneyCentavos(result.winCentavos, session.currency)}</strong>
              </div>
            )}
          </div>
          <WinSummary def={def} result={result} />
        </div>
        <BetControls
          def={def}
          betIndex={slot.betIndex}
          totalBet={slot.totalBet}
          spinning={spinning}
          onBet={slot.setBetIndex}
          onSpin={() => void slot.spin()}
        />
        {infoOpen && (
          <SlotInfoSheet
            def={def}
            lineBet={slot.lineBet}
            totalBet={slot.totalBet}
            fairness={slot.fairness}
            onClose={() => setInfoOpen(false)}
          />
        )}
        {slot.problem && (
          <SlotProblemSheet
            problem={slot.problem}
            currency={session.currency}
            onClose={slot.clearProblem}
            onCloseGame={onClose}
          />
        )}
      </div>
    </GameCurrencyProvider>
  );
}
