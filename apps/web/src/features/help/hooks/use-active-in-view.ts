import { useCallback } from 'react';

/**
 * A ref for the title row that scrolls it sideways so the active title is in view (opened at ?i=7 it
 * may lie past the edge); it runs when the row mounts and when the active title changes. Only the
 * row moves: scrollIntoView could scroll the page as well.
 */
export function useActiveInView(index: number) {
  return useCallback(
    (nav: HTMLElement | null) => {
      const active = nav?.children[index] as HTMLElement | undefined;
      if (!nav || !active) return;
      nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    },
    [index],
  );
}
