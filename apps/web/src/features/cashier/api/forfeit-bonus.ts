import { type Language, promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Gives up the member's pending or active bonus: what is left of it returns to the house (R-WALLET-08). */
export const forfeitBonus = ({ bonusId, language }: { bonusId: string; language: Language }) =>
  callEndpoint(promotionsEndpoints.bonusForfeit, { body: { bonusId: Number(bonusId), language } });
