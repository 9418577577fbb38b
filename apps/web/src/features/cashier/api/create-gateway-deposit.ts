import {
  type BodyOf,
  cashierEndpoints,
  type GatewayMethod,
  WALLET_DEPOSIT_METHODS,
  type WalletDepositMethod,
} from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

type Body = Omit<BodyOf<typeof cashierEndpoints.depositPaymentGateway>, 'method'> & { method: GatewayMethod };

/** Alipay, QQ Wallet and WeChat Pay have calls of their own (R-API-91, 92, 94). */
const WALLET_CALLS = {
  alipay: cashierEndpoints.depositAlipay,
  qq: cashierEndpoints.depositQQ,
  wechat: cashierEndpoints.depositWechat,
} as const satisfies Record<WalletDepositMethod, unknown>;

const isWallet = (method: GatewayMethod): method is WalletDepositMethod =>
  (WALLET_DEPOSIT_METHODS as readonly string[]).includes(method);

/** A gateway deposit: the order and the gateway's page to pay on (R-WALLET-10). */
export const createGatewayDeposit = ({ method, ...body }: Body) =>
  isWallet(method)
    ? callEndpoint(WALLET_CALLS[method], { body })
    : callEndpoint(cashierEndpoints.depositPaymentGateway, { body: { ...body, method } });
