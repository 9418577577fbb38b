import type { TxCodeList } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { apiGet } from '../../../shared/lib/api-client';

/** The transaction types with their names in the player's language (R-API-87). */
export function useTxCodes() {
  const { language } = useTranslation();
  return useQuery({
    queryKey: ['txCodes', language],
    queryFn: ({ signal }) => apiGet<TxCodeList>('/wps/relay/GLS2_TxCodeList', { language }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
