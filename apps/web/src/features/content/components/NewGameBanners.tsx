import { useAnnouncements } from '../api/get-announcements';
import { BannerCarousel } from './BannerCarousel';

/** Banners of group m_newgame, above the RNG grid while the New filter is on (R-HOME-33). */
export function NewGameBanners() {
  const banners = (useAnnouncements().data?.list ?? []).filter(
    (a) => a.type === 'B' && a.groupName === 'm_newgame',
  );
  return <BannerCarousel banners={banners} testId="newgame-banners" />;
}
