import { type HouseLotteryGame, isLottoGame, type LotteryGame, type LotteryNumero } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useNow } from '../../../shared/hooks/use-now';
import { formatBalance } from '../../../shared/lib/money';
import { Icon } from '../../../shared/ui/Icon';
import { useWallet, walletQueryKey } from '../../wallet';
import { lotteryKey, ordersKey, useMyOrders } from '../api/lottery';
import { useLotteryBets } from '../hooks/use-lottery-bets';
import { BetForm } from './BetForm';
import { Countdown } from './Countdown';
import { DrawBalls } from './DrawBalls';
import { LottoBetForm } from './LottoBetForm';
import { LottoPrizeTable } from './LottoPrizeTable';
import * as styles from './lottery.module.css';
import { MyTickets } from './MyTickets';
import { OddsTable } from './OddsTable';
import { OfficialDraws, OfficialNote } from './OfficialDraws';

interface Props {
  game: LotteryGame;
  def: HouseLotteryGame;
  latest: LotteryNumero | undefined;
  onClose(): void;
}

/**
 * One lottery, full screen: the draw taking bets, the bet form, my tickets and the results. A house
 * draw shows its seed commitment and the way to verify it; an official-results game its schedule,
 * the draws awaiting their confirmed result and where its numbers come from. /m/launchGame frames it
 * (R-GAMES-41), so its links open in the whole window, not in the frame.
 */
export function LotteryGamePage({ game, def, latest, onClose }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const client = useQueryClient();
  const wallet = useWallet(true);
  const lotto = isLottoGame(def) ? def : undefined;
  // A lotto game's drawn tickets show which of their numbers matched: their details are read too.
  const { mine, pendingDetails, drawnDetails } = useMyOrders(game.gameId, lotto !== undefined);
  const bets = useLotteryBets(game.gameId);
  const draw = game.nextDraw;
  const open = draw !== null && Date.parse(draw.closesAt) > now;
  // A ticket that was drawn pays at once: the balance is asked again when one settles, and so are the
  // games (an official draw no longer awaits its result) and the latest numbers.
  const settled = mine.filter((order) => order.status === 'settled').length;
  const seen = useRef(settled);
  useEffect(() => {
    if (settled !== seen.current) {
      void client.invalidateQueries({ queryKey: walletQueryKey });
      void client.invalidateQueries({ queryKey: [...lotteryKey, 'games'] });
      void client.invalidateQueries({ queryKey: [...lotteryKey, 'numeros'] });
      // A drawn ticket's details now hold its result (a lotto ticket's matches).
      void client.invalidateQueries({ queryKey: [...ordersKey, 'detail'] });
    }
    seen.current = settled;
  }, [client, settled]);
  const currency = wallet.data?.currency ?? 'PHP';
  const official = game.kind === 'official';
  return (
    <div className={styles.game} data-testid="lottery-game-page" data-game-id={game.gameId}>
      <header className={styles.top}>
        <button
          type="button"
          className={styles.round}
          onClick={onClose}
          aria-label={t('house_close_game')}
          data-testid="lottery-close"
        >
          <Icon name="close" />
        </button>
        <h1 className={styles.title}>{game.name}</h1>
        <span className={styles.balance} data-testid="lottery-balance">
          {wallet.data ? formatBalance(wallet.data.sumBalance, currency) : '…'}
        </span>
      </header>
      <section className={`card-section ${styles.draw}`}>
        <Countdown draw={draw} testId="lottery-game-countdown" />
        {official && <OfficialDraws game={game} />}
        {latest && (
          <div className={styles.latest}>
            <span className={styles.muted}>{t('lottery_latest', { draw: latest.drawNo })}</span>
            <DrawBalls numbers={latest.numbers} label={t('lottery_numbers')} testId="lottery-last-numbers" />
            {!official && (
              <Link
                target="_top"
                to={`/lottery/verify?${new URLSearchParams({ gameId: game.gameId, drawNo: String(latest.drawNo) })}`}
                className={styles.link}
              >
                {t('lottery_verify_draw')}
              </Link>
            )}
          </div>
        )}
      </section>
      {lotto ? (
        <LottoBetForm
          def={lotto}
          open={open}
          busy={bets.busy}
          currency={currency}
          onPlace={(choice) => (draw ? bets.place(draw.drawNo, choice) : Promise.resolve(false))}
        />
      ) : (
        <BetForm
          def={def}
          open={open}
          busy={bets.busy}
          currency={currency}
          onPlace={(choice) => (draw ? bets.place(draw.drawNo, choice) : Promise.resolve(false))}
        />
      )}
      <MyTickets
        orders={mine}
        pending={pendingDetails}
        drawn={drawnDetails}
        now={now}
        busy={bets.busy}
        onCancel={bets.cancel}
        official={official}
      />
      {lotto ? <LottoPrizeTable game={game} def={lotto} /> : <OddsTable game={game} />}
      {official ? (
        <OfficialNote gameId={game.gameId} />
      ) : (
        <section className={`card-section ${styles.fair}`} data-testid="lottery-fairness">
          <h2 className="section-title">{t('lottery_fair_title')}</h2>
          <p>{t('lottery_fair_text')}</p>
          {draw && (
            <p className={styles.hash}>
              {t('lottery_commitment', { draw: draw.drawNo })} <code>{draw.commitment}</code>
            </p>
          )}
          <Link
            target="_top"
            to={`/lottery/verify?${new URLSearchParams({ gameId: game.gameId })}`}
            className={styles.link}
          >
            {t('lottery_verify_open')}
          </Link>
        </section>
      )}
    </div>
  );
}
