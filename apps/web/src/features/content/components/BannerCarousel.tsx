import { type Announcement, TIMING } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStatus } from '../../../shared/api/get-status';
import { imageUrl } from '../../../shared/lib/image-cdn';
import { bannerCaption } from '../lib/banner-caption';
import { bannerTarget } from '../lib/banner-link';
import * as styles from './banners.module.css';
// The banners' art colours, and those of the other content the home shows.
import '../../../styles/tokens/content.css';

/** The m_home carousel (R-HOME-17 … R-HOME-19): autoplay every 5 s, looping only with more than one. */
export function BannerCarousel({
  banners,
  testId = 'banners',
  loading = false,
}: {
  banners: readonly Announcement[];
  testId?: string;
  /** Holds the banner's space while the list loads, so nothing below jumps when it arrives. */
  loading?: boolean;
}) {
  const navigate = useNavigate();
  const cdns = useStatus().data?.info.imageCDNs ?? [];
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const loops = banners.length > 1;
  useEffect(() => {
    if (!loops) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, TIMING.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [loops, banners.length]);
  if (loading) {
    return (
      <section className={styles.banners} aria-hidden="true">
        <div className={styles.track}>
          <div className={styles.slide} />
        </div>
      </section>
    );
  }
  if (banners.length === 0) return null;
  const open = (banner: Announcement) => {
    const target = bannerTarget(banner.url);
    if (target.kind === 'inside') navigate(target.to);
    else if (target.kind === 'outside') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  return (
    <section className={styles.banners} data-testid={testId} data-loops={loops}>
      <div
        className={styles.track}
        ref={track}
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
      >
        {banners.map((banner, position) => {
          const caption = bannerCaption(banner.title, banner.content);
          const pictureOnly = Boolean(banner.imageUrl) && !broken.has(banner.id) && !caption;
          return (
            <button
              key={banner.id}
              type="button"
              className={styles.slide}
              onClick={() => open(banner)}
              // Named by its visible words where it has them; a bare picture by the banner's title.
              aria-label={pictureOnly ? banner.title : undefined}
              data-testid="banner"
            >
              {banner.imageUrl && !broken.has(banner.id) ? (
                <img
                  src={imageUrl(banner.imageUrl, cdns)}
                  alt=""
                  decoding="async"
                  // The first is the home's largest picture, in the page's HTML: fetched first. The
                  // others wait behind it, off screen in the carousel.
                  fetchPriority={position === 0 ? 'high' : 'low'}
                  onError={() => setBroken((b) => new Set(b).add(banner.id))}
                />
              ) : (
                <span className={styles.fallback}>{banner.title}</span>
              )}
              {caption && !broken.has(banner.id) && (
                <span className={styles.caption}>
                  <strong>{caption.title}</strong>
                  <span>{caption.text}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {loops && (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} data-active={i === index} />
          ))}
        </div>
      )}
    </section>
  );
}
