import { describe, expect, it } from 'vitest';
import { homePageOf, homeSearch } from './page-type';

describe('home page type', () => {
  it('R-HOME-06 R-HOME-11 R-HOME-12 reads all, list and filter', () => {
    expect(homePageOf(new URLSearchParams(''))).toEqual({ type: 'all' });
    expect(homePageOf(new URLSearchParams('pageType=list&gameType=rng'))).toEqual({
      type: 'list',
      category: 'RNG',
    });
    expect(homePageOf(new URLSearchParams('pageType=list&gameType=NOPE'))).toEqual({ type: 'all' });
    expect(homePageOf(new URLSearchParams('pageType=filter&gameName=%20lucky%20'))).toEqual({
      type: 'filter',
      gameName: 'lucky',
    });
    expect(homePageOf(new URLSearchParams('pageType=filter&gameName=%20%20'))).toEqual({ type: 'all' });
  });

  it('R-MENU-02 builds the filter query with the trimmed term', () => {
    expect(homeSearch({ type: 'filter', gameName: ' lucky 7 ' })).toBe('?pageType=filter&gameName=lucky+7');
    expect(homeSearch({ type: 'list', category: 'FISH' })).toBe('?pageType=list&gameType=FISH');
  });
});
