import type { DepositVendor, ReceivingAccount } from '@app/contracts';
import { DEPOSIT_LIMITS } from './amount-rule.js';
import type { PaymentGateway } from './gateway.js';

const limits = { minAmount: DEPOSIT_LIMITS.min / 100, maxAmount: DEPOSIT_LIMITS.max / 100 };

/**
 * The deposit methods by vendor (R-WALLET-07, R-API-88): the gateway's only when one is configured,
 * and the manual bank transfer with its receiving account only when the operator set one.
 */
export function listDepositMethods(
  gateway: PaymentGateway | undefined,
  account: ReceivingAccount | null,
): DepositVendor[] {
  const vendors: DepositVendor[] = [];
  if (gateway)
    vendors.push({ vendor: gateway.name, methods: gateway.methods.map((method) => ({ method, ...limits })) });
  if (account) vendors.push({ vendor: 'BANK', methods: [{ method: 'manual', ...limits }], account });
  return vendors;
}
