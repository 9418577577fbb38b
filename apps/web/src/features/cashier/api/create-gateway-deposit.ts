import { type BodyOf, cashierEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A gateway deposit: the order and the gateway's page to pay on (R-WALLET-10). */
export const createGatewayDeposit = (body: BodyOf<typeof cashierEndpoints.depositPaymentGateway>) =>
  callEndpoint(cashierEndpoints.depositPaymentGateway, { body });
