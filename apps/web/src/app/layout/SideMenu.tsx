import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TotalUnreadBadge } from '../../features/message';
import { LanguageSelector, SiteLogo, ThemeToggle } from '../../features/system';
import type { MessageKey } from '../../i18n';
import { useTranslation } from '../../i18n';
import { useConsolidatedSettings } from '../../shared/api/get-consolidated-settings';
import { useStatus } from '../../shared/api/get-status';
import { type SiteFeature, useFeatureSwitches } from '../../shared/hooks/use-feature';
import { useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { SocialLinks } from '../../shared/ui/SocialLinks';
import { hasScreen } from '../route-table';
import { SideMenuActions } from './SideMenuActions';
import * as styles from './side-menu.module.css';

// The game search and categories load with the first opening: the first load stays as it was.
const MenuCategories = lazy(() => import('./MenuCategories').then((m) => ({ default: m.MenuCategories })));

interface Entry {
  to: string;
  labelKey: MessageKey;
  icon: IconName;
  /** Shown only while the operator has this on (R-PROMO-16). */
  feature?: SiteFeature;
}

// An entry appears once the screen it leads to exists (the catalogue adds the category entries).
const ENTRIES: Entry[] = [
  /** The activities (promotions) list (R-MENU-07). */
  { to: '/activity', labelKey: 'menu_promotions', icon: 'gift' },
  /** The daily sign-in, called Task in the menu (R-MENU-03). */
  { to: '/activity/signIn', labelKey: 'menu_task', icon: 'check', feature: 'LOGIN' },
  /** The category rebates; a guest's tap is sent to log in by the route's guard (R-MENU-04). */
  { to: '/member/manualRebate', labelKey: 'menu_rebate', icon: 'wallet' },
  /** The leaderboard, hidden while the MISSION promotion is off (R-PROMO-06, R-ROLE-12). */
  { to: '/leaderBoard', labelKey: 'menu_leaderboard', icon: 'crown', feature: 'MISSION' },
  { to: '/message', labelKey: 'menu_messages', icon: 'chat' },
  { to: '/help', labelKey: 'menu_help', icon: 'help' },
  /** Limits, time-outs and self-exclusion (H-6); a guest's tap is sent to log in by the guard. */
  { to: '/member/responsibleGaming', labelKey: 'rg_title', icon: 'shield' },
];
const MEMBER_CENTRE: Entry = { to: '/member/home', labelKey: 'menu_member_centre', icon: 'user' };
/** Shown only while the VIP club is on (R-MENU-07, R-VIP-10). */
const VIP_CLUB: Entry = { to: '/vip', labelKey: 'title_vip', icon: 'crown' };

/** The left side menu (R-MENU): every navigation closes it, as does a tap on the overlay. */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUi((s) => s.sideMenuOpen);
  const close = useUi((s) => s.closeSideMenu);
  const { key } = useLocation();
  // Every navigation closes the menu (R-MENU-12), whatever started it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => close(), [key, close]);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const resources = useStatus().data?.info.resources ?? [];
  const loggedIn = useSession((s) => s.session !== null);
  const vipOn = useConsolidatedSettings().data?.vip.enabled === true;
  const featureOn = useFeatureSwitches();
  const entries = [...(loggedIn ? [MEMBER_CENTRE] : []), ...(vipOn ? [VIP_CLUB] : []), ...ENTRIES].filter(
    (entry) => !entry.feature || featureOn(entry.feature) === true,
  );
  return (
    <div
      className={open ? `${styles.sideMenu} ${styles.open}` : styles.sideMenu}
      aria-hidden={!open}
      inert={!open}
      data-testid="side-menu-layer"
    >
      <button
        type="button"
        className={styles.overlay}
        aria-label={t('menu_close')}
        onClick={close}
        data-testid="side-menu-overlay"
      />
      <aside className={styles.panel} data-testid="side-menu">
        <div className={styles.head}>
          <SiteLogo compact />
          <button type="button" className="icon-button" aria-label={t('menu_close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {opened && (
          <Suspense fallback={null}>
            <MenuCategories />
          </Suspense>
        )}
        <nav className={styles.entries}>
          {entries
            .filter((e) => hasScreen(e.to))
            .map((entry) => (
              <Link key={entry.to} to={entry.to} className={styles.entry}>
                <Icon name={entry.icon} />
                <span>{t(entry.labelKey)}</span>
                {/* Counted from the first opening on, so a closed menu asks for nothing. */}
                {entry.to === '/message' && opened && loggedIn && <TotalUnreadBadge />}
                <Icon name="chevron" size={16} className={styles.chevron} />
              </Link>
            ))}
          <SideMenuActions />
        </nav>
        {resources.length > 0 && (
          <section className={styles.section}>
            <h2>{t('menu_follow_us')}</h2>
            <SocialLinks resources={resources} />
          </section>
        )}
        <section className={styles.section}>
          <h2>{t('menu_language')}</h2>
          <LanguageSelector variant="menu" />
          <h2>{t('menu_theme')}</h2>
          <ThemeToggle />
        </section>
      </aside>
    </div>
  );
}
