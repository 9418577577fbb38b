import type { Announcement } from '@app/contracts';
import { useHasLiveModels } from '../api/get-live-models';
import { BannerCarousel } from './BannerCarousel';

/** Banners of group m_live, hidden while the site has no live models (R-HOME-32). */
export function LiveBanners({ banners }: { banners: readonly Announcement[] }) {
  const hasModels = useHasLiveModels(banners.length > 0);
  if (!hasModels) return null;
  return <BannerCarousel banners={banners} testId="live-banners" />;
}
