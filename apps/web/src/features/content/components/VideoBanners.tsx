import type { Announcement } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { imageUrl } from '../../../shared/lib/image-cdn';
import { SvgIcon } from '../../../shared/ui/Icon';
import { bannerCaption } from '../lib/banner-caption';
import { videoEmbedUrl } from '../lib/embeds';
import { SlideDots } from './SlideDots';
import * as styles from './video-banners.module.css';

const PLAY = 'M8 5.5v13l11-6.5z';

function VideoSlide({ banner }: { banner: Announcement }) {
  const { t } = useTranslation();
  const cdns = useStatus().data?.info.imageCDNs ?? [];
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbedUrl(banner.linkage);
  const text = bannerCaption(banner.title, banner.content)?.text ?? '';
  return (
    <article data-testid="video-slide">
      <div className={styles.frame}>
        {playing && embed ? (
          <iframe
            src={embed}
            title={banner.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="video-embed"
          />
        ) : (
          <button
            type="button"
            className={styles.poster}
            onClick={() => setPlaying(true)}
            disabled={!embed}
            aria-label={`${t('home_video_play')}: ${banner.title}`}
            data-testid="video-play"
          >
            {banner.imageUrl && (
              <img src={imageUrl(banner.imageUrl, cdns)} alt="" loading="lazy" decoding="async" />
            )}
            {embed && (
              <span aria-hidden="true">
                <SvgIcon d={PLAY} size={28} />
              </span>
            )}
          </button>
        )}
      </div>
      <div className={styles.text}>
        <h3>{banner.title}</h3>
        {text && <p>{text}</p>}
        <Link to="/activity" className="btn btn-primary" data-testid="video-more">
          {t('home_video_more')}
        </Link>
      </div>
    </article>
  );
}

/**
 * The video banner (R-HOME-03, R-HOME-04): a carousel of m_video slides with title, text and a
 * button to /m/activity. The embed (youtube-nocookie, rel=0) is inserted only when the poster is tapped.
 */
export function VideoBanners({ banners }: { banners: readonly Announcement[] }) {
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  return (
    <section className={styles.videos} data-testid="video-banners">
      <div
        className={styles.track}
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
      >
        {banners.map((banner) => (
          <VideoSlide key={banner.id} banner={banner} />
        ))}
      </div>
      {banners.length > 1 && <SlideDots keys={banners.map((b) => b.id)} index={index} />}
    </section>
  );
}
