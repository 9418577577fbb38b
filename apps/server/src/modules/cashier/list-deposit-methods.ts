import type { DepositVendor, ReceivingAccount } from '@app/contracts';
import { DEPOSIT_LIMITS } from './amount-rule.js';
import type { PaymentGateway } from './gateway.js';

const limits = { minAmount: DEPOSIT_LIMITS.min / 100, maxAmount: DEPOSIT_LIMITS.max / 100 };

/**
 * The deposit methods by vendor (R-WALLET-07, R-API-88): each configured gateway's under its name,
 * and the manual bank transfer with its receiving account only when the operator set one.
 */
export function listDepositMethods(
  gateways: readonly PaymentGateway[],
  account: ReceivingAccount | null,
): DepositVendor[] {
  const vendors: DepositVendor[] = [];
  // A method two gateways declare is offered once, by the first, which is the one that takes it.
  const offered = new Set<string>();
  for (const gateway of gateways) {
    const methods = gateway.methods.filter((method) => !offered.has(method));
    for (const method of methods) offered.add(method);
    if (methods.length > 0)
      vendors.push({ vendor: gateway.name, methods: methods.map((method) => ({ method, ...limits })) });
  }
  if (account) vendors.push({ vendor: 'BANK', methods: [{ method: 'manual', ...limits }], account });
  return vendors;
}
