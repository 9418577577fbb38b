import { useTranslation } from '../../../i18n';
import { isCardRank, symbolArt, symbolNameKey } from '../lib/symbols';
import { GemArt } from './GemArt';

/** One symbol drawn in the game's theme, named for screen readers. */
export function SlotSymbol({ theme, symbol }: { theme: string; symbol: string }) {
  const { t } = useTranslation();
  const art = symbolArt(theme, symbol);
  const name = isCardRank(symbol) ? symbol : t(symbolNameKey(symbol));
  if (art.kind === 'wild')
    return (
      <span className="sym sym-wild" role="img" aria-label={name}>
        {t('house_wild')}
      </span>
    );
  if (art.kind === 'gem')
    return <GemArt shape={art.shape} colour={art.colour} shade={art.shade} label={name} />;
  if (art.kind === 'rank')
    return (
      <span className={`sym sym-rank sym-rank-${art.rank}`} role="img" aria-label={name}>
        {art.rank}
      </span>
    );
  return (
    <span
      className={`sym sym-emoji${symbol === 'SCATTER' ? ' sym-scatter' : ''}`}
      role="img"
      aria-label={name}
    >
      {art.glyph}
    </span>
  );
}
