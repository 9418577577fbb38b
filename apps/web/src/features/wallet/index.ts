export { useWallet, walletQueryKey } from './api/get-wallets';
export { BalanceWidget } from './components/BalanceWidget';
export { DateRangeFields } from './components/DateRangeFields';
export { FundsSummary } from './components/FundsSummary';
export { RecordsPager } from './components/RecordsPager';
export { RecordsState } from './components/RecordsState';
export { useBalanceHidden } from './hooks/use-balance-hidden';
export { useLiveTopic } from './hooks/use-live-topic';
export { defaultRange } from './lib/date-range';
