import { gamesEndpoints, type Language, STORAGE_KEYS, TIMING, type VendorGameTypes } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { callEndpoint } from '../../../shared/lib/api-client';
import { storage } from '../../../shared/lib/storage';
import { usePreferences } from '../../../shared/stores/preferences';

interface Cached {
  language: Language;
  data: VendorGameTypes;
}

function cached(language: Language): VendorGameTypes | undefined {
  const entry = storage.getJson<Cached>(STORAGE_KEYS.vendorGameTypes);
  return entry?.language === language && Array.isArray(entry.data?.sorting) ? entry.data : undefined;
}

export const getVendorGameTypes = (language: Language, merchantCode: string, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.vendorGameTypes, { query: { typeId: '', merchantCode, language }, signal });

/** Vendor game data (R-GAMES-02), cached in local storage and refreshed in the background (R-GAMES-05). */
export const vendorGameTypesQuery = (language: Language, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'vendorGameTypes', language],
    queryFn: async ({ signal }) => {
      const data = await getVendorGameTypes(language, merchantCode, signal);
      storage.setJson(STORAGE_KEYS.vendorGameTypes, { language, data } satisfies Cached);
      return data;
    },
    // The stored copy shows at once; it is always refreshed at start-up.
    initialData: () => cached(language),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * The language the vendor data follows: the chosen one, 250 ms after the last change (R-HOME-31).
 * One value for the whole app, so a component that mounts meanwhile does not ask early.
 */
const useVendorLanguage = create<{ language: Language }>(() => ({
  language: usePreferences.getState().language,
}));
let pending: ReturnType<typeof setTimeout> | undefined;
usePreferences.subscribe((state, previous) => {
  if (state.language === previous.language) return;
  clearTimeout(pending);
  pending = setTimeout(
    () => useVendorLanguage.setState({ language: state.language }),
    TIMING.vendorReloadDebounceMs,
  );
});

/** The vendor data in the current language, fetched again 250 ms after a language change (R-HOME-31). */
export function useVendorGameTypes() {
  const language = useVendorLanguage((s) => s.language);
  const { merchant, ready } = useMerchant();
  return useQuery({ ...vendorGameTypesQuery(language, merchant), enabled: ready });
}
