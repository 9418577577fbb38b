import { MEMBER_TYPE } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { memberInfoQuery, readMemberSummary } from '../../features/account';
import { linksFrom, showHeaderDownload, useDownloadUi } from '../../features/install';
import { LanguageSelector, SiteLogo } from '../../features/system';
import { useTranslation } from '../../i18n';
import { useConsolidatedSettings } from '../../shared/api/get-consolidated-settings';
import { useStatus } from '../../shared/api/get-status';
import { isInstalledWebApp, isNativeApp } from '../../shared/lib/platform';
import { useSession } from '../../shared/stores/session';
import { SvgIcon } from '../../shared/ui/Icon';

/**
 * The home header (R-NAV-39, R-NAV-40): logo, language, and either a welcome with the nickname (or
 * the account; a trial account's generated name reads as "Demo account") or login and register; Register is hidden while registration is off (R-REG-23).
 * The download button opens the download popup of the home (R-DL-15).
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  // Read from the cache only: the start-up check and the login fetch it (R-AUTH-19, R-AUTH-34).
  const { data: info } = useQuery({ ...memberInfoQuery, enabled: false });
  const summary = info ?? (session ? readMemberSummary() : null);
  const name = summary?.nickname || summary?.account || session?.userName;
  const status = useStatus().data;
  const registration = status?.info.register;
  const canRegister = Boolean(registration?.username || registration?.mobile);
  const appToken = useConsolidatedSettings().data?.nativeAppUserAgentToken;
  const openDownload = useDownloadUi((s) => s.openPopup);
  const canDownload =
    status !== undefined &&
    showHeaderDownload({
      links: linksFrom(status.info.resources),
      nativeApp: isNativeApp(appToken),
      standalone: isInstalledWebApp(),
    });
  return (
    <header className="home-header" data-testid="home-header">
      <SiteLogo compact />
      <div className="home-header-actions">
        {canDownload && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('dl_header_button')}
            onClick={openDownload}
            data-testid="header-download"
          >
            <SvgIcon d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
          </button>
        )}
        <LanguageSelector variant="header" />
        {session ? (
          <Link to="/member/home" className="welcome" data-testid="welcome">
            {session.type === MEMBER_TYPE.trial ? t('header_demo_account') : t('header_welcome', { name })}
          </Link>
        ) : (
          <>
            <Link to="/login" className="btn btn-ghost btn-small" data-testid="header-login">
              {t('header_login')}
            </Link>
            {canRegister && (
              <Link to="/register" className="btn btn-primary btn-small" data-testid="header-register">
                {t('header_register')}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}
