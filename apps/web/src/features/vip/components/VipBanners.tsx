import type { BannerGroup } from '@app/contracts';
import { BannerCarousel, useAnnouncements } from '../../content';

/** The operator's banners of one VIP group (R-VIP-06, R-VIP-07), from the announcements call. */
export function VipBanners({ group }: { group: Extract<BannerGroup, 'm_viplevels' | 'm_viphost'> }) {
  const query = useAnnouncements();
  const banners = (query.data?.list ?? []).filter((a) => a.type === 'B' && a.groupName === group);
  return <BannerCarousel banners={banners} loading={query.isPending} testId={`banners-${group}`} />;
}
