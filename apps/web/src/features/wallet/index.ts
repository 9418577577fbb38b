export { useWallet, walletQueryKey } from './api/get-wallets';
export { BalanceWidget } from './components/BalanceWidget';
export { FundsSummary } from './components/FundsSummary';
export { RecordCard, type RecordTone } from './components/RecordCard';
export { RecordsSection } from './components/RecordsSection';
export { useBalanceHidden } from './hooks/use-balance-hidden';
export { useLiveTopic } from './hooks/use-live-topic';
export { defaultRange } from './lib/date-range';
