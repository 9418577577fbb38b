import type { SiteCategory, Vendor } from '@app/contracts';
import { useState } from 'react';
import {
  chooseClassify,
  chooseVendor,
  classifyStore,
  defaultClassify,
  EMPTY_FILTER,
  type GameFilter,
  resetFilter,
  searchTerm,
} from '../lib/filters';

/**
 * The filter of one game grid (R-GAMES-15 … R-GAMES-26). The classification starts from the one
 * stored for the category, else Crash for in-house vendors, else All (R-GAMES-17, R-GAMES-18).
 */
export function useCatalogueFilter(
  category: SiteCategory,
  inHouse: boolean,
  initial: Partial<GameFilter> = {},
) {
  const [filter, setFilter] = useState<GameFilter>(() => ({
    ...EMPTY_FILTER,
    gameClassify: defaultClassify(classifyStore.get(category), inHouse),
    ...initial,
  }));
  return {
    filter,
    classify(key: string) {
      const next = chooseClassify(filter, key);
      classifyStore.set(category, next.gameClassify);
      setFilter(next);
    },
    vendor(vendor: Vendor) {
      const next = chooseVendor(filter, vendor);
      if (next.vassalage) classifyStore.clear(category);
      setFilter(next);
    },
    minBet: (minBet: number | null) => setFilter({ ...filter, minBet }),
    search: (gameName: string) => setFilter({ ...filter, gameName: searchTerm(gameName) }),
    reset() {
      classifyStore.clear(category);
      setFilter({ ...resetFilter(), ...pick(initial) });
    },
  };
}

/** A fixed vendor (the providers page) survives a reset. */
const pick = (initial: Partial<GameFilter>) =>
  initial.vassalage ? { vassalage: initial.vassalage, mobileSmallIcon: initial.mobileSmallIcon ?? '' } : {};
