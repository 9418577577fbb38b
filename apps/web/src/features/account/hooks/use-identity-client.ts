import { useEffect, useState } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { type IdentityClient, loadIdentityClient, type ProviderChannel } from '../lib/identity-client';

/**
 * The provider channels to offer, each only while its flag is on (FACEBOOKLOGIN3, GOOGLELOGIN3) and
 * only once Firebase has initialised (R-AUTH-07, R-REG-11); the SDK is loaded only then.
 */
export function useIdentityClient(): { client: IdentityClient | null; channels: ProviderChannel[] } {
  const info = useStatus().data?.info;
  const settings = info?.identityProvider ?? null;
  const channels: ProviderChannel[] = [];
  if (settings && info?.whitelabel.GOOGLELOGIN3) channels.push('google');
  if (settings && info?.whitelabel.FACEBOOKLOGIN3) channels.push('facebook');
  const wanted = channels.length > 0;
  const [client, setClient] = useState<IdentityClient | null>(null);

  useEffect(() => {
    if (!wanted || !settings) return;
    let current = true;
    loadIdentityClient(settings).then(
      (loaded) => current && setClient(loaded),
      // Not initialised (offline, blocked): the buttons stay hidden, as the spec says.
      () => current && setClient(null),
    );
    return () => {
      current = false;
    };
  }, [wanted, settings]);

  return { client: wanted ? client : null, channels: client ? channels : [] };
}
