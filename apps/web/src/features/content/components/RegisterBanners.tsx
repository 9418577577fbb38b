import { useGroupBanners } from '../api/get-group-banners';
import { BannerCarousel } from './BannerCarousel';
import * as styles from './banners.module.css';

/** The register screen's banners, group m_reg (R-REG-12); nothing while there are none. */
export function RegisterBanners() {
  const banners = (useGroupBanners('m_reg').data?.list ?? []).filter((a) => a.groupName === 'm_reg');
  if (banners.length === 0) return null;
  return (
    <div className={styles.register}>
      <BannerCarousel banners={banners} testId="register-banners" />
    </div>
  );
}
