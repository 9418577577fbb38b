import type { PromotionKey } from '@app/contracts';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';
import { useStatus } from '../api/get-status';

/** What the operator turns on and off: a promotion key (R-PROMO-16) or the reward centre's flag. */
export type SiteFeature = PromotionKey | 'REWCEN3';

/** Whether a feature is on; undefined until the settings it depends on have loaded. */
export function useFeatureSwitches(): (feature: SiteFeature) => boolean | undefined {
  const settings = useConsolidatedSettings().data;
  const whitelabel = useStatus().data?.info.whitelabel;
  return (feature) => {
    if (feature === 'REWCEN3') return whitelabel ? whitelabel.REWCEN3 === true : undefined;
    return settings ? settings.promotions[feature]?.enabled === true : undefined;
  };
}

export const useFeatureOn = (feature: SiteFeature) => useFeatureSwitches()(feature);
