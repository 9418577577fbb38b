// A stand-in game vendor with its own wallet on 127.0.0.1, for `npm start` and the browser tests:
// it speaks our transfer-wallet protocol, so GCS_walletTransfer can be tried without a real vendor.
// It keeps its wallets in DEMO_TRANSFER_STATE (a file in the data folder) between starts.
import { startFakeTransferVendor } from './fake-transfer-vendor.js';

const secret = process.env.DEMO_TRANSFER_WALLET_SECRET;
if (!secret) throw new Error('DEMO_TRANSFER_WALLET_SECRET is required');
const vendor = await startFakeTransferVendor({
  secret,
  ...(process.env.DEMO_TRANSFER_STATE ? { stateFile: process.env.DEMO_TRANSFER_STATE } : {}),
});
// The parent reads this line to learn where the vendor listens.
console.log(`demo-transfer-vendor ${vendor.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void vendor.close().then(() => process.exit(0)));
