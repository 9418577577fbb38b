import { useLocation, useNavigate } from 'react-router';
import { linksFrom, showHeaderDownload, useDownloadUi } from '../../features/install';
import { useLaunchChat } from '../../features/message';
import { useTranslation } from '../../i18n';
import { useConsolidatedSettings } from '../../shared/api/get-consolidated-settings';
import { useStatus } from '../../shared/api/get-status';
import { isInstalledWebApp, isNativeApp } from '../../shared/lib/platform';
import { useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { Icon, SvgIcon } from '../../shared/ui/Icon';
import { isHomePath } from '../route-table';
import * as styles from './side-menu.module.css';

const DOWNLOAD_ICON = 'M12 4v11M7 10.5l5 5 5-5M5 19.5h14';

/**
 * The side menu's action entries: download (R-MENU-09, hidden in the apps, R-ROLE-13), live chat
 * while CBS3 is on (R-MENU-10), speed test when configured (R-SYS-29) and sign-out for a session
 * (R-MENU-11).
 */
export function SideMenuActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const info = useStatus().data?.info;
  const appToken = useConsolidatedSettings().data?.nativeAppUserAgentToken;
  const loggedIn = useSession((s) => s.session !== null);
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);
  const closeMenu = useUi((s) => s.closeSideMenu);
  const openDownload = useDownloadUi((s) => s.openPopup);
  const chat = useLaunchChat();
  // The host's routing names the speed test (R-SYS-06, R-SYS-21).
  const speedTestUrl = info?.domainRoute.speedTestUrl;
  const canDownload =
    info !== undefined &&
    showHeaderDownload({
      links: linksFrom(info.resources),
      nativeApp: isNativeApp(appToken),
      standalone: isInstalledWebApp(),
    });
  // The download popup lives on the home: elsewhere the entry opens it there.
  const download = () => {
    openDownload();
    if (isHomePath(pathname)) closeMenu();
    else navigate('/home');
  };
  return (
    <>
      {canDownload && (
        <button type="button" className={styles.entry} onClick={download} data-testid="menu-download">
          <SvgIcon d={DOWNLOAD_ICON} />
          <span>{t('dl_header_button')}</span>
        </button>
      )}
      {info?.whitelabel.CBS3 && (
        <button
          type="button"
          className={styles.entry}
          onClick={() => void chat.start()}
          disabled={chat.pending}
          data-testid="menu-live-chat"
        >
          <Icon name="chat" />
          <span>{t('msg_live_chat')}</span>
        </button>
      )}
      {speedTestUrl && (
        <a
          className={styles.entry}
          href={speedTestUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="menu-speed-test"
        >
          <Icon name="speed" />
          <span>{t('menu_speed_test')}</span>
        </a>
      )}
      {loggedIn && (
        <button
          type="button"
          className={`${styles.entry} ${styles.signOut}`}
          onClick={() => showAccountOverlay('logout')}
          data-testid="menu-sign-out"
        >
          <Icon name="logout" />
          <span>{t('menu_sign_out')}</span>
        </button>
      )}
    </>
  );
}
