import type { Announcement } from '@app/contracts';
import { useLiveHosts } from '../../../shared/api/get-live-hosts';
import { BannerCarousel } from './BannerCarousel';

/** Banners of group m_live, hidden while the site has no live models (R-HOME-32); no answer counts as none. */
export function LiveBanners({ banners }: { banners: readonly Announcement[] }) {
  const { hosts } = useLiveHosts(banners.length > 0);
  if (hosts.length === 0) return null;
  return <BannerCarousel banners={banners} testId="live-banners" />;
}
