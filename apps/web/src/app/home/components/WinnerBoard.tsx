import { LIMITS, type Winner } from '@app/contracts';
import { GAME_ICONS, GameArt, styleVariant, useLaunch, useRankList } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { SectionHead } from './HomeSection';
import * as styles from './winner-board.module.css';

function WinnerRow({ winner, hidden }: { winner: Winner; hidden?: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const vo = winner.vo;
  return (
    <li aria-hidden={hidden} data-testid={hidden ? undefined : 'winner-row'}>
      <GameArt src={vo.iconUrl} name={vo.gameName} variant={styleVariant(vo.nodeId)} />
      <div>
        <span>{vo.gameName}</span>
        <span>{vo.customerName}</span>
      </div>
      <span className={styles.amount}>{formatMoney(vo.winAmount)}</span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        tabIndex={hidden ? -1 : undefined}
        onClick={() => void launch({ ...vo, category: vo.gameCategory })}
        data-testid={hidden ? undefined : 'winner-play'}
      >
        {t('winner_play_now')}
      </button>
    </li>
  );
}

/**
 * The winner board (R-HOME-34 … R-HOME-37): the first 10 of 20 real settled wins, scrolling
 * upwards in a loop only with more than 3; hidden when there are none, never padded (H-5).
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const winners = (useRankList().data?.list ?? []).slice(0, LIMITS.winnerBoardShown);
  if (winners.length === 0) return null;
  const loops = winners.length > LIMITS.winnerBoardLoopAbove;
  return (
    <section className={styles.board} data-testid="winner-board" data-loops={loops}>
      <SectionHead icon={GAME_ICONS.trophy} title={t('winner_title')} />
      <div className={styles.window}>
        <ul style={{ ['--rows' as string]: winners.length }}>
          {winners.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wins may repeat a game
            <WinnerRow key={i} winner={w} />
          ))}
          {loops &&
            winners.slice(0, LIMITS.winnerBoardLoopAbove).map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the copy that closes the loop
              <WinnerRow key={`copy${i}`} winner={w} hidden />
            ))}
        </ul>
      </div>
    </section>
  );
}
