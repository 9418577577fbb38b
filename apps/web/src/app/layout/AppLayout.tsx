import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContractCheckAlert } from '../../features/agent';
import { useDropPendingGameOutsideSignIn } from '../../features/games';
import { RealityCheck } from '../../features/protection';
import { StatusGate } from '../../features/system';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { Notices } from '../../shared/ui/Notices';
import { isHomePath, routeFor } from '../route-table';
import { AccountOverlayHost } from './AccountOverlayHost';
import { FooterMenu } from './FooterMenu';
import { HomeBanner } from './HomeBanner';
import { HomeHeader } from './HomeHeader';
import { PageTransition } from './PageTransition';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useScrollRestoration } from './use-scroll-restoration';

/** The shell around every screen: header, footer menu and side menu as each route's entry says. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteName = useStatus().data?.info.siteName ?? '';
  const entry = routeFor(pathname);
  const isHome = isHomePath(pathname);
  useScrollRestoration();
  useDropPendingGameOutsideSignIn();
  // An unmapped route is titled with the site name (R-NAV-32).
  const title = entry && !isHome ? t(entry.titleKey) : siteName;

  useEffect(() => {
    document.title = title && title !== siteName ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);

  return (
    <>
      <StatusGate>
        <div className={entry?.footer === false ? 'app' : 'app with-footer'}>
          {isHome ? <HomeHeader /> : entry?.header && <TopBar title={title} />}
          <HomeBanner />
          {/* Named by the page: /m/launchGame's frame holds a second main, the lottery page's (R-GAMES-41). */}
          <main className="app-main" aria-label={title || undefined}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </main>
          {entry?.footer !== false && <FooterMenu />}
          <SideMenu />
          <AccountOverlayHost />
          <RealityCheck />
          <ContractCheckAlert />
        </div>
      </StatusGate>
      <Notices />
    </>
  );
}
