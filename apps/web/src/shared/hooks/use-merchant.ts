import { useConsolidatedSettings } from '../api/get-consolidated-settings';

/**
 * The merchant code the catalogue calls carry (R-SYS-25). Calls wait for it, so none leaves with an
 * empty one and is then asked again; if the settings cannot be read they go without it.
 */
export function useMerchant(): { merchant: string; ready: boolean } {
  const settings = useConsolidatedSettings();
  return { merchant: settings.data?.merchantCode ?? '', ready: settings.isSuccess || settings.isError };
}
