import { lotteryGameByCode } from '@app/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useLotteryGames, useLotteryNumeros } from './api/lottery';
import { startPathOf } from './components/LotteryGameCard';
import { LotteryGamePage } from './components/LotteryGamePage';
import * as styles from './components/lottery.module.css';
import { useFramedClose } from './hooks/use-lottery-frame';

/**
 * /m/lottery/play (R-GAMES-41…43): the lottery game page that /m/launchGame frames full screen. A
 * house lottery plays here with the member's session; its close control is the launcher's (R-NAV-23).
 * A game this site does not run offers the house lotteries instead. Its links leave the frame.
 */
export default function LotteryFrameScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { close, staleSession } = useFramedClose();
  const gameId = params.get('gameId') ?? '';
  const games = useLotteryGames();
  const numeros = useLotteryNumeros();
  const game = games.data?.find((g) => g.gameId === gameId);
  const def = lotteryGameByCode(gameId);
  if (staleSession) return null;
  if (game && def)
    return (
      <div className={`${styles.page} ${styles.full}`}>
        <LotteryGamePage
          game={game}
          def={def}
          latest={numeros.data?.find((n) => n.gameId === gameId)}
          onClose={close}
        />
      </div>
    );
  return (
    <div className={`${styles.page} ${styles.full}`} data-testid="lottery-launch">
      {games.isPending ? (
        <CardsSkeleton cards={3} height={120} page />
      ) : games.data === undefined ? (
        <RetryBlock onRetry={() => void games.refetch()} />
      ) : (
        <section className="card-section" data-testid="lottery-game-missing">
          <h1 className="section-title">{t('lottery_game_missing')}</h1>
          <p className={styles.muted}>{t('lottery_game_missing_why')}</p>
          <ul className={styles.list}>
            {games.data.map((g) => (
              <li key={g.gameId}>
                <Link to={startPathOf(g)} target="_top" className="btn btn-ghost btn-block">
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button type="button" className="btn btn-primary btn-block" onClick={close} data-testid="lottery-close">
        {t('house_close_game')}
      </button>
    </div>
  );
}
