export { configureTransferWallet } from './configure-transfer-wallet.js';
export { reconcileTransfers } from './reconcile-transfers.js';
export { listPendingOrders, listTransferWallets } from './transfer-repository.js';
export { listVendorWallets } from './vendor-wallets.js';
