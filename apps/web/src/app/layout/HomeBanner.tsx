import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { isHomePath } from '../route-table';
import * as styles from './home-banner.module.css';

/**
 * The home banner (R-NAV-38): the site's own domain, so a player can find the site again, shown
 * only on the home and only when the operator has set the domain (`info.mainDomain`, A-31).
 */
export function HomeBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mainDomain = useStatus().data?.info.mainDomain ?? '';
  if (!isHomePath(pathname) || mainDomain === '') return null;
  return (
    <p className={styles.banner} data-testid="home-banner">
      {t('home_domain_banner', { domain: mainDomain })}
    </p>
  );
}
