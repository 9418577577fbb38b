import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTrialUser } from '../../features/account';
import {
  BannerCarousel,
  bannersFor,
  HotNews,
  LiveBanners,
  Marquee,
  PopupAnnouncements,
  SocialBanners,
  useAnnouncements,
  VideoBanners,
} from '../../features/content';
import { FeedbackBox } from '../../features/feedback';
import { CategoryContent, LaunchRefusal, SearchBox, useVendorGameTypes } from '../../features/games';
import { DownloadHost } from '../../features/install';
import { useRefreshUnreadOnEnter } from '../../features/message';
import { VipStrip } from '../../features/vip';
import { BalanceWidget } from '../../features/wallet';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { useLoadingCap } from '../../shared/hooks/use-loading-cap';
import { roleOf, useSession } from '../../shared/stores/session';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { GamesCount } from './components/GamesCount';
import { HelpShortcuts } from './components/HelpShortcuts';
import { HomeSearchResults } from './components/HomeSearchResults';
import { SectionHead } from './components/HomeSection';
import { HomeSections } from './components/HomeSections';
import { RecentSection } from './components/RecentSection';
import { ServiceButton } from './components/ServiceButton';
import { SiteFooter } from './components/SiteFooter';
import { SocialRow } from './components/SocialRow';
import * as sectionStyles from './components/sections.module.css';
import { WinnerBoard } from './components/WinnerBoard';
import * as styles from './home.module.css';
import { homePageOf, homeSearch } from './lib/page-type';
// The home's own colours (the upcoming events, the winner board's fade).
import '../../styles/tokens/home.css';
import { categoryTitleKey } from '../../shared/lib/category-title';

const NEWS_ICON = 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12h7M7 15h4';

/**
 * The game home (SPEC §2): VIP strip, banners, marquee, video and social banners, page type
 * all/list/filter (with recent games and hot news on `all`), winners, footer, pop-up announcements.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = homePageOf(params);
  const announcementsQuery = useAnnouncements();
  const announcements = announcementsQuery.data?.list ?? [];
  const notices = announcements.filter((a) => a.type === 'PL' || a.type === 'H');
  const videos = announcements.filter((a) => a.type === 'B' && a.groupName === 'm_video');
  const socials = announcements.filter((a) => a.type === 'B' && a.groupName === 'm_facebook');
  const liveBanners = announcements.filter((a) => a.type === 'B' && a.groupName === 'm_live');
  const vendorData = useVendorGameTypes();
  const vendorsLoading = useLoadingCap(vendorData.isPending);
  useRefreshUnreadOnEnter();
  const session = useSession((s) => s.session);
  const signedIn = session !== null;
  // Kept for the trial's whole session, also after a reload (R-AUTH-29).
  const trialUser = useTrialUser(roleOf(session) === 'trial');
  const status = useStatus().data;
  const registration = status?.info.register;
  const canRegister = Boolean(registration?.username || registration?.mobile);
  // Sign-up is offered once, by the header's Register (R-NAV-39); no banner repeats it to a member.
  const banners = bannersFor(
    announcements.filter((a) => a.type === 'B' && a.groupName === 'm_home'),
    { signedIn, canRegister },
  );
  const search = (term: string) =>
    navigate(term ? `/home${homeSearch({ type: 'filter', gameName: term })}` : '/home');
  return (
    <div className={styles.home} data-testid="home" data-page-type={page.type}>
      {/* The page's title for screen readers: the header's logo shows the same name as a picture. */}
      <h1 className="visually-hidden">{status?.info.siteName || t('title_home')}</h1>
      <VipStrip />
      <BalanceWidget trialEndsAt={trialUser.data?.expiresAt} />
      <BannerCarousel banners={banners} loading={announcementsQuery.isPending} />
      <LiveBanners banners={liveBanners} />
      <Marquee items={notices} loading={announcementsQuery.isPending} />
      <VideoBanners banners={videos} />
      <SocialBanners banners={socials} />
      <GamesCount />
      <SearchBox value={page.type === 'filter' ? page.gameName : ''} onSearch={search} testId="home-search" />
      {page.type !== 'all' && (
        <div className={sectionStyles.head}>
          <h2>
            {page.type === 'list'
              ? t(categoryTitleKey(page.category))
              : t('home_results_for', { term: page.gameName })}
          </h2>
          <Link to="/home" data-testid="home-back-all">
            {t('home_all_games')}
          </Link>
        </div>
      )}
      {/* R-HOME-30, R-CONST-08: a loading indicator until the vendor data has loaded, at most 9999 ms. */}
      {vendorData.isPending ? (
        // A screen's height, so the winners and the footer start below the fold and are not pushed.
        <div className={styles.loading}>{vendorsLoading && <PageSpinner />}</div>
      ) : page.type === 'list' ? (
        <CategoryContent key={page.category} category={page.category} />
      ) : page.type === 'filter' ? (
        <HomeSearchResults key={page.gameName} gameName={page.gameName} />
      ) : (
        <>
          <RecentSection />
          <HomeSections />
          <HotNews
            className={sectionStyles.section}
            heading={<SectionHead icon={NEWS_ICON} title={t('home_hot_news')} />}
          />
        </>
      )}
      <WinnerBoard />
      <FeedbackBox />
      <HelpShortcuts />
      <SocialRow />
      <SiteFooter />
      {/* Fixed above the footer menu, in one column so the button and the bar never overlap. */}
      <div className={styles.dock} data-testid="home-dock">
        <ServiceButton />
        <DownloadHost />
      </div>
      <LaunchRefusal />
      <PopupAnnouncements />
    </div>
  );
}
