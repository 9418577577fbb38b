import type { CrashSessionValue } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatBalance } from '../../../shared/lib/money';
import { useCrashGame } from '../hooks/use-crash-game';
import { GameCurrencyProvider } from '../hooks/use-game-money';
import { CrashControls } from './CrashControls';
import { CrashCurve } from './CrashCurve';
import { CrashHistory } from './CrashHistory';
import { CrashPlayers } from './CrashPlayers';
import { CrashRulesSheet } from './CrashRulesSheet';
import { GameTopBar } from './GameTopBar';
import * as gameStyles from './game.module.css';

interface Props {
  token: string;
  session: CrashSessionValue;
  onClose(): void;
  onExpired(): void;
}

/** The Crash room: close, name and rules on top, balance, history, the curve, the bet and the players. */
export function CrashGame({ token, session, onClose, onExpired }: Props) {
  const { t } = useTranslation();
  const game = useCrashGame(token, session);
  const [rulesOpen, setRulesOpen] = useState(false);
  useEffect(() => {
    if (game.expired) onExpired();
  }, [game.expired, onExpired]);
  return (
    <GameCurrencyProvider value={session.currency}>
      <div className={gameStyles.frame} data-art="crash" data-testid="crash">
        <GameTopBar
          title={t('crash_name')}
          onClose={onClose}
          onInfo={() => setRulesOpen(true)}
          infoLabel="crash_rules"
          testId="crash"
        />
        <div className={gameStyles.meters}>
          <div className={gameStyles.meter}>
            <span>{t('wal_balance')}</span>
            <strong data-testid="crash-balance">{formatBalance(game.balance / 100, session.currency)}</strong>
          </div>
        </div>
        <CrashHistory history={game.feed.history} />
        <CrashCurve feed={game.feed} />
        <CrashControls
          feed={game.feed}
          busy={game.busy}
          onBet={(amount, auto) => void game.bet(amount, auto)}
          onCashOut={() => void game.cashOut()}
        />
        <CrashPlayers feed={game.feed} />
        {rulesOpen && <CrashRulesSheet currency={session.currency} onClose={() => setRulesOpen(false)} />}
      </div>
    </GameCurrencyProvider>
  );
}
