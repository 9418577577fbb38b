import { type DepositVendor, WALLET_POLICY } from '@app/contracts';
import type { PaymentGateway } from './gateway.js';

const { depositMin, depositMax } = WALLET_POLICY.merchantLimitsCentavos;

/** The deposit methods by vendor (R-WALLET-07, R-API-88): a gateway's only when one is configured. */
export function listDepositMethods(gateway: PaymentGateway | undefined): DepositVendor[] {
  if (!gateway) return [];
  return [
    {
      vendor: gateway.name,
      methods: gateway.methods.map((method) => ({
        method,
        minAmount: depositMin / 100,
        maxAmount: depositMax / 100,
      })),
    },
  ];
}
