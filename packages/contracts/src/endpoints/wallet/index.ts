/** The member's wallet, funds summary and transaction records (R-WALLET, R-API-42/83/84/86/87), and the vendors' seamless wallet. */
export { funds } from './funds.js';
export { seamlessAuthenticate } from './seamless-authenticate.js';
export { seamlessBalance } from './seamless-balance.js';
export { seamlessBet } from './seamless-bet.js';
export { seamlessRollback } from './seamless-rollback.js';
export { seamlessWin } from './seamless-win.js';
export { transactions } from './transactions.js';
export { txCodes } from './tx-codes.js';
export { walletTransfer } from './wallet-transfer.js';
export { wallets } from './wallets.js';
