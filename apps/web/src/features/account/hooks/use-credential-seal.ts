import { useQueryClient } from '@tanstack/react-query';
import { consolidatedSettingsQuery } from '../../../shared/api/get-consolidated-settings';
import type { CredentialSeal } from '../../../shared/lib/sealed-call';

/**
 * The published key that seals a login or registration (R-AUTH-14, R-REG-17), from the cached
 * consolidated settings; undefined when they cannot be had, and the body then goes plain over TLS.
 */
export function useCredentialSeal() {
  const queryClient = useQueryClient();
  return (): Promise<CredentialSeal | undefined> =>
    queryClient
      .ensureQueryData(consolidatedSettingsQuery)
      .then((settings) => settings.encryption)
      .catch(() => undefined);
}
