export { type AgentPayment, payBetweenMembers } from './agent-transfers.js';
export { adjustBalance, creditDeposit, grantTrialCredit } from './credit.js';
export {
  type GamePostOutcome,
  ledgerTotals,
  lockMemberAccount,
  memberBalances,
  rollUpHouseBalances,
} from './ledger-repository.js';
export { playerCurrency, refundLotteryStake, takeLotteryStake } from './lottery-transfers.js';
export { publishBalance } from './publish-balance.js';
export { depositsAndTurnoverSince } from './records-repository.js';
export { creditReward } from './reward-transfers.js';
export { signSeamless } from './signature.js';
export { setVendorSecret } from './vendor-secret-repository.js';
export {
  authenticatePlayer,
  hashLaunchToken,
  playerOfLaunch,
  playersOfLaunches,
} from './vendor-session.js';
export {
  gamePostAnswer,
  type TransferAction,
  type TransferAnswer,
  vendorTransfer,
  vendorTransfers,
} from './vendor-transfer.js';
export {
  receiveFromVendorWallet,
  returnVendorWalletSend,
  sendToVendorWallet,
} from './vendor-wallet-transfers.js';
export type { WalletDeps } from './wallet-deps.js';
export { holdWithdrawal, returnWithdrawal } from './withdrawal-transfers.js';
