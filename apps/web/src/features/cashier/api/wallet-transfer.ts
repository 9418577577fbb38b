import { type BodyOf, walletEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** GCS_walletTransfer (R-API-85): money between the main wallet and a vendor's transfer wallet. */
export const walletTransfer = (body: BodyOf<typeof walletEndpoints.walletTransfer>) =>
  callEndpoint(walletEndpoints.walletTransfer, { body });
