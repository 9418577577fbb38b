import { SITE_CATEGORIES, type SiteCategory } from '@app/contracts';

/** The home page type (R-HOME-06): all, list (one category) or filter (a name search). */
export type HomePage =
  | { type: 'all' }
  | { type: 'list'; category: SiteCategory }
  | { type: 'filter'; gameName: string };

/** Reads the page type from `?pageType=list&gameType=X` or `?pageType=filter&gameName=…`. */
export function homePageOf(params: URLSearchParams): HomePage {
  const pageType = params.get('pageType');
  if (pageType === 'list') {
    const type = (params.get('gameType') ?? '').toUpperCase();
    const known = (SITE_CATEGORIES as readonly string[]).includes(type) && type !== 'ALL';
    return known ? { type: 'list', category: type as SiteCategory } : { type: 'all' };
  }
  if (pageType === 'filter') {
    const gameName = (params.get('gameName') ?? '').trim();
    return gameName ? { type: 'filter', gameName } : { type: 'all' };
  }
  return { type: 'all' };
}

/** The query of a page type, for links and the side-menu search. */
export function homeSearch(page: HomePage): string {
  if (page.type === 'list') return `?pageType=list&gameType=${page.category}`;
  if (page.type === 'filter')
    return `?${new URLSearchParams({ pageType: 'filter', gameName: page.gameName.trim() })}`;
  return '';
}
