import type { Game } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { styleVariant, tileIcon } from '../lib/filters';
import { GameArt } from './GameArt';
import { GAME_ICONS } from './game-icons';

interface Props {
  game: Game;
  favourite: boolean;
  onLaunch(game: Game): void;
  onToggleFavourite(game: Game, favourite: boolean): void;
}

/** A game tile (R-GAMES-09 … R-GAMES-12): art, name, type, vendor, favourite star, real online count. */
export function GameTile({ game, favourite, onLaunch, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  const variant = styleVariant(game.nodeId);
  return (
    <article className={`game-tile tile-v${variant}`} data-testid="game-tile" data-node-id={game.nodeId}>
      {/* Named by its content, name first: the art below comes first on screen only (label-content-name-mismatch). */}
      <button type="button" className="game-tile-open" onClick={() => onLaunch(game)}>
        <span className="game-tile-info">
          <span className="game-tile-name">{game.gameName}</span>
          <span className="game-tile-meta">
            <span className="game-tile-type">{game.gameType}</span>
            <span className="game-tile-vendor">{game.displayName}</span>
          </span>
        </span>
        <span className="game-tile-art">
          <GameArt src={tileIcon(game)} name={game.gameName} variant={variant} />
          {game.isNew && <span className="game-tile-new">{t('game_new')}</span>}
          {game.onlineCount !== null && (
            <span className="game-tile-online" data-testid="online-count">
              {t('game_online', { count: game.onlineCount })}
            </span>
          )}
        </span>
      </button>
      {/* A 44 px target in the art's corner around the smaller drawn star. */}
      <button
        type="button"
        className={favourite ? 'game-tile-star on' : 'game-tile-star'}
        aria-pressed={favourite}
        aria-label={favourite ? t('fav_remove') : t('fav_add')}
        onClick={() => onToggleFavourite(game, favourite)}
        data-testid="fav-star"
      >
        <span className="game-tile-star-mark">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d={GAME_ICONS.star} />
          </svg>
        </span>
      </button>
    </article>
  );
}
