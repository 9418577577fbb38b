import { type Language, walletEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { callEndpoint } from '../../../shared/lib/api-client';

export const getTxCodes = (language: Language, signal?: AbortSignal) =>
  callEndpoint(walletEndpoints.txCodes, { query: { language }, signal });

/** The transaction types with their names in the player's language (R-API-87). */
export function useTxCodes() {
  const { language } = useTranslation();
  return useQuery({
    queryKey: ['txCodes', language],
    queryFn: ({ signal }) => getTxCodes(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
