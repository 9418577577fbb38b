import type { Game } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { styleVariant, tileIcon } from '../lib/filters';
import { GameArt } from './GameArt';
import { GAME_ICONS } from './game-icons';
import * as styles from './tiles.module.css';

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
    <article className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      {/* Named by its content, name first: the art below comes first on screen only (label-content-name-mismatch). */}
      <button type="button" className={styles.open} onClick={() => onLaunch(game)}>
        <span className={styles.info}>
          <span className={styles.name} data-testid="game-name">
            {game.gameName}
          </span>
          <span className={styles.meta}>
            <span data-testid="game-type">{game.gameType}</span>
            <span data-testid="game-vendor">{game.displayName}</span>
          </span>
        </span>
        <span className={styles.art}>
          <GameArt src={tileIcon(game)} name={game.gameName} variant={variant} />
          {game.isNew && <span className={styles.newBadge}>{t('game_new')}</span>}
          {game.onlineCount !== null && (
            <span className={styles.online} data-testid="online-count">
              {t('game_online', { count: game.onlineCount })}
            </span>
          )}
        </span>
      </button>
      {/* A 44 px target in the art's corner around the smaller drawn star. */}
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={favourite ? t('fav_remove') : t('fav_add')}
        onClick={() => onToggleFavourite(game, favourite)}
        data-testid="fav-star"
      >
        <span>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d={GAME_ICONS.star} />
          </svg>
        </span>
      </button>
    </article>
  );
}
