import { DIVIDEND_CONTRACT_LIMITS, dividendTiersProblem } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { dividendScope } from '../api/get-dividend-contract';
import { offerDividendContract } from '../api/offer-dividend-contract';
import { useTierOfferForm } from './use-tier-offer-form';

export interface DividendDraft {
  profit: string;
  percent: string;
}
const WHOLE = /^\d{1,9}$/u;

function tiersOf(drafts: DividendDraft[]): { profit: number; percent: number }[] | MessageKey {
  if (drafts.some((d) => !WHOLE.test(d.profit.trim()) || !WHOLE.test(d.percent.trim())))
    return 'dividend_offer_whole';
  const tiers = drafts.map((d) => ({ profit: Number(d.profit), percent: Number(d.percent) }));
  if (tiers.some((tier) => tier.percent < 1 || tier.percent > DIVIDEND_CONTRACT_LIMITS.maxPercent))
    return 'dividend_offer_whole';
  return dividendTiersProblem(tiers) ? 'dividend_offer_rising' : tiers;
}

/** The dividend offer form: the downline chosen, the tiers typed, and submit. */
export const useDividendOfferForm = () =>
  useTierOfferForm({
    empty: { profit: '', percent: '' } satisfies DividendDraft,
    maxTiers: DIVIDEND_CONTRACT_LIMITS.maxTiers,
    tiersOf,
    offer: offerDividendContract,
    scope: dividendScope,
  });
