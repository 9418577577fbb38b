import { LIMITS, type SiteCategory } from '@app/contracts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  categoryOfPath,
  categoryPath,
  EMPTY_FILTER,
  useGameList,
  useSiteCategories,
} from '../../features/games';
import { useTranslation } from '../../i18n';
import { categoryTitleKey } from '../../shared/lib/category-title';
import type { LoginRedirectState } from '../../shared/lib/login-redirect';
import { roleOf, useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { SvgIcon } from '../../shared/ui/Icon';
import { homeSearch } from '../home';
import { hasScreen, isHomePath } from '../route-table';
import * as styles from './menu-categories.module.css';

/** Small category marks for the menu (the catalogue's own icons stay in its lazy chunk). */
const MARKS: Partial<Record<SiteCategory | 'HOME', string>> = {
  HOME: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  FAV: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  RECENT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  HOT: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.6 1 2.6 2 3 0-3-1-5.5.5-8z',
  FISH: 'M3 12c3-4 7-5.5 11-4.5 2.5.6 4.5 2.2 6 4.5-1.5 2.3-3.5 3.9-6 4.5-4 1-8-.5-11-4.5zM3 12 1 9v6zM16 11h.01',
  PVP: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5zM3 9h18M7 15h4',
  LIVE: 'M3 7.5A2.5 2.5 0 0 1 5.5 5h9A2.5 2.5 0 0 1 17 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 3 16.5zM17 10l4-2.5v9L17 14',
  LIVESTREAM: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10z',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6l-1-1.1h-4l-1 1.1A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3',
  COCKFIGHT:
    'M7 20l2-4M13 20l-1-4M5 9c0-3 2-5 5-5 1 0 1.5.8 1.5 1.5L14 5l-1 2 2 1-2 1c3 1 6 3 6 6-1 1-4 1-7 1-4 0-7-3-7-7z',
  LOTT: 'M3 8a2 2 0 0 0 0 4 2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3zM14 6v12',
  ELOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h.01M15 9h.01M9 15h.01M15 15h.01M12 12h.01',
};
/** Entries after RECENT on a usual install (HOT and eight categories): three rows of the grid. */
const RESERVED_ENTRIES = 9;
const DEFAULT_MARK =
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01';

/** The current category: a category page, or the home's list page type (R-MENU-13). */
function useCurrentCategory(): SiteCategory | 'HOME' | undefined {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (isHomePath(pathname)) {
    return params.get('pageType') === 'list'
      ? (params.get('gameType')?.toUpperCase() as SiteCategory | undefined)
      : params.get('pageType') === 'filter'
        ? undefined
        : 'HOME';
  }
  return categoryOfPath(pathname);
}

/**
 * The side menu's game search (R-MENU-02) and one entry per category: HOME, FAV, RECENT, HOT, then
 * the vendor-sorted categories (R-MENU-05), HOT only once it has games; guests tapping FAV or RECENT go to /m/login (R-MENU-06).
 */
export function MenuCategories() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useUi((s) => s.closeSideMenu);
  const isGuest = roleOf(useSession((s) => s.session)) === 'guest';
  const current = useCurrentCategory();
  const site = useSiteCategories();
  const sorted = site.categories.map((e) => e.category);
  // The home's hot list (the same cached query): a new install has no hot games yet, and an entry that
  // leads to an empty page is left out until it has some.
  const hot = useGameList('HOT', EMPTY_FILTER, LIMITS.homeSectionPageSize);
  const hotEmpty = !hot.isPending && !hot.failed && hot.games.length === 0;
  // Until both are known, the entries after RECENT would still move: they wait as placeholders of the
  // usual count, so that a first tap never lands on an entry that has just shifted under it.
  const settling = site.pending || hot.isPending;
  const entries: (SiteCategory | 'HOME')[] = [
    'HOME',
    'FAV',
    'RECENT',
    ...(settling || hotEmpty ? [] : (['HOT'] as const)),
    ...(settling ? [] : sorted.filter((c) => c !== 'HOT' && hasScreen(categoryPath(c)))),
  ];
  const submit = (form: HTMLFormElement) => {
    const term = (new FormData(form).get('gameName')?.toString() ?? '').trim();
    close();
    navigate(term ? `/home${homeSearch({ type: 'filter', gameName: term })}` : '/home');
  };
  return (
    <>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          submit(e.currentTarget);
        }}
        data-testid="menu-search"
      >
        <input
          name="gameName"
          type="search"
          enterKeyHint="search"
          placeholder={t('game_search_placeholder')}
          aria-label={t('game_search_placeholder')}
          maxLength={100}
        />
        <button type="submit" className={styles.searchSubmit}>
          {t('game_search')}
        </button>
      </form>
      <nav className={styles.categories} aria-label={t('menu_games')} data-testid="menu-categories">
        {entries.map((category) => {
          const memberOnly = category === 'FAV' || category === 'RECENT';
          const to = category === 'HOME' ? '/home' : categoryPath(category);
          const state: LoginRedirectState | undefined =
            memberOnly && isGuest ? { from: { pathname: to, search: '', hash: '' } } : undefined;
          return (
            <Link
              key={category}
              to={memberOnly && isGuest ? '/login' : to}
              state={state}
              className={category === current ? `${styles.category} ${styles.active}` : styles.category}
              aria-current={category === current ? 'page' : undefined}
              data-testid={`menu-category-${category}`}
            >
              <SvgIcon d={MARKS[category] ?? DEFAULT_MARK} size={20} />
              <span>{category === 'HOME' ? t('title_home') : t(categoryTitleKey(category))}</span>
            </Link>
          );
        })}
        {settling &&
          Array.from({ length: RESERVED_ENTRIES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their place
            <span key={i} className={`skeleton ${styles.placeholder}`} aria-hidden="true" />
          ))}
      </nav>
    </>
  );
}
