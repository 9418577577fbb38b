import { useState } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { imageUrl } from '../../../shared/lib/image-cdn';
import { initials } from '../lib/filters';
import * as styles from './game-art.module.css';
// The catalogue's art colours, for the art and for what tiles lay over it.
import '../../../styles/tokens/games.css';

interface Props {
  src: string;
  name: string;
  variant: number;
  /** Sizes the art through its custom properties (game-art.module.css). */
  className?: string;
}

/**
 * A game or vendor picture, CDN-prefixed when relative (R-SYS-22); when there is none, or it fails
 * to load, tile art of our own: the variant's gradient with the name's initials (the name itself is
 * printed beside the art by whoever shows it).
 */
export function GameArt({ src, name, variant, className = '' }: Props) {
  const cdns = useStatus().data?.info.imageCDNs ?? [];
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src !== '' && failed !== src;
  return (
    <span className={className ? `${styles.art} ${className}` : styles.art} data-variant={variant}>
      {usable ? (
        <img
          src={imageUrl(src, cdns)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={styles.drawn} aria-hidden="true">
          <span className={styles.initials}>{initials(name)}</span>
        </span>
      )}
    </span>
  );
}
