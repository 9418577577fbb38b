import { DEFAULT_HELP_INDEX, type HelpItem } from '@app/contracts';
import { useLocation, useSearchParams } from 'react-router';

/** The active index: `#key` names an item (R-HELP-08), else query `i`; anything invalid is 0 (R-HELP-02). */
export function helpIndexOf(items: readonly HelpItem[], query: string | null, hash: string): number {
  const key = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  if (key) {
    const byKey = items.findIndex(
      (item) => item.key.toLowerCase() === key || item.title.toLowerCase() === key,
    );
    if (byKey !== -1) return byKey;
  }
  if (query === null || !/^\d+$/.test(query)) return DEFAULT_HELP_INDEX;
  const index = Number(query);
  return index < items.length ? index : DEFAULT_HELP_INDEX;
}

export function useHelpIndex(items: readonly HelpItem[]) {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const index = helpIndexOf(items, params.get('i'), hash);
  // Tapping a title replaces `i`, so a reload shows the same item (R-HELP-03).
  const select = (next: number) => setParams({ i: String(next) }, { replace: true });
  return { index, select };
}
