import { Link, useLocation } from 'react-router';
import type { MessageKey } from '../../i18n';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { isHomePath } from '../route-table';

interface Item {
  key: string;
  labelKey: MessageKey;
  icon: IconName;
  to: string;
}

/** The fifth item is Deposit for real accounts and Promo otherwise (R-NAV-37, A-17). */
function fifthItem(isRealMember: boolean): Item {
  return isRealMember
    ? { key: 'deposit', labelKey: 'footer_deposit', icon: 'wallet', to: '/voucherCenter' }
    : { key: 'promo', labelKey: 'footer_promo', icon: 'gift', to: '/activity' };
}

/** Menu, Home, Live, RNG, Deposit/Promo in this order (R-NAV-34 … R-NAV-37). */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sideMenuOpen = useUi((s) => s.sideMenuOpen);
  const toggleSideMenu = useUi((s) => s.toggleSideMenu);
  const isRealMember = roleOf(useSession((s) => s.session)) === 'member';
  const items: Item[] = [
    { key: 'home', labelKey: 'footer_home', icon: 'home', to: '/home' },
    { key: 'live', labelKey: 'footer_live', icon: 'live', to: '/live' },
    { key: 'rng', labelKey: 'footer_rng', icon: 'slots', to: '/rng' },
    fifthItem(isRealMember),
  ];
  const isActive = (item: Item) =>
    !sideMenuOpen && (item.key === 'home' ? isHomePath(pathname) : pathname.startsWith(item.to));
  return (
    <nav className="footer-menu" data-testid="footer-menu">
      <button
        type="button"
        className={sideMenuOpen ? 'footer-item active' : 'footer-item'}
        aria-expanded={sideMenuOpen}
        onClick={toggleSideMenu}
        data-testid="footer-menu-toggle"
      >
        <Icon name="menu" />
        <span>{t('footer_menu')}</span>
      </button>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className={isActive(item) ? 'footer-item active' : 'footer-item'}
          aria-current={isActive(item) ? 'page' : undefined}
          data-testid={`footer-${item.key}`}
        >
          <Icon name={item.icon} />
          <span>{t(item.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
