import { useTranslation } from '../../../i18n';
import { isCardRank, symbolArt, symbolNameKey } from '../lib/symbols';
import { GemArt } from './GemArt';
import * as styles from './slot.module.css';

/** One symbol drawn in the game's theme, named for screen readers. */
export function SlotSymbol({ theme, symbol }: { theme: string; symbol: string }) {
  const { t } = useTranslation();
  const art = symbolArt(theme, symbol);
  const name = isCardRank(symbol) ? symbol : t(symbolNameKey(symbol));
  if (art.kind === 'wild')
    return (
      <span className={`${styles.sym} ${styles.wild}`} role="img" aria-label={name}>
        {t('house_wild')}
      </span>
    );
  if (art.kind === 'gem')
    return <GemArt shape={art.shape} colour={art.colour} shade={art.shade} label={name} />;
  if (art.kind === 'rank')
    return (
      <span className={`${styles.sym} ${styles.rank}`} data-rank={art.rank} role="img" aria-label={name}>
        {art.rank}
      </span>
    );
  return (
    <span
      className={
        symbol === 'SCATTER'
          ? `${styles.sym} ${styles.emoji} ${styles.scatter}`
          : `${styles.sym} ${styles.emoji}`
      }
      role="img"
      aria-label={name}
    >
      {art.glyph}
    </span>
  );
}
