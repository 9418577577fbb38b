import { LIMITS, type Winner } from '@app/contracts';
import { GAME_ICONS, GameArt, styleVariant, useLaunch, useRankList } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { SvgIcon } from '../../../shared/ui/Icon';

function WinnerRow({ winner, hidden }: { winner: Winner; hidden?: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const vo = winner.vo;
  return (
    <li className="winner-row" aria-hidden={hidden} data-testid={hidden ? undefined : 'winner-row'}>
      <GameArt src={vo.iconUrl} name={vo.gameName} variant={styleVariant(vo.nodeId)} className="winner-art" />
      <div className="winner-text">
        <span className="winner-game">{vo.gameName}</span>
        <span className="winner-name">{vo.customerName}</span>
      </div>
      <span className="winner-amount">{formatMoney(vo.winAmount)}</span>
      <button
        type="button"
        className="btn btn-primary btn-small winner-play"
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
    <section className="winner-board" data-testid="winner-board" data-loops={loops}>
      <header className="home-section-head">
        <span className="home-section-icon" aria-hidden="true">
          <SvgIcon d={GAME_ICONS.trophy} size={18} />
        </span>
        <h2>{t('winner_title')}</h2>
      </header>
      <div className="winner-window">
        <ul
          className={loops ? 'winner-list looping' : 'winner-list'}
          style={{ ['--rows' as string]: winners.length }}
        >
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
