export { walletQueryKey } from './api/get-wallets';
export { BalanceWidget } from './components/BalanceWidget';
export { FundsSummary } from './components/FundsSummary';
