import type { Announcement } from '@app/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { usePreferences } from '../../../shared/stores/preferences';
import { socialEmbedUrl } from '../lib/embeds';
import * as styles from './social-banners.module.css';

function SocialBanner({ banner }: { banner: Announcement }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const page = banner.linkage || banner.url;
  const probe = socialEmbedUrl(page, language, 360);
  if (!probe) return null;
  const src = width === null ? null : socialEmbedUrl(page, language, width);
  return (
    <div ref={box} data-testid="social-banner">
      {src ? (
        <iframe src={src} title={banner.title} loading="lazy" data-testid="social-embed" />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setWidth(box.current?.clientWidth ?? 360)}
          data-testid="social-load"
        >
          <span aria-hidden="true">f</span>
          <strong>{banner.title}</strong>
          <span>{t('home_social_load')}</span>
        </button>
      )}
    </div>
  );
}

/**
 * Social banners (R-HOME-05): m_facebook pages after the video banner, embedded with Facebook's page
 * plugin in the social locale of the current language, loaded on a tap.
 */
export function SocialBanners({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className={styles.socials} data-testid="social-banners" aria-label={t('home_social_title')}>
      {banners.map((banner) => (
        <SocialBanner key={banner.id} banner={banner} />
      ))}
    </section>
  );
}
