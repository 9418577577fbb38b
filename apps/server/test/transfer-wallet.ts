import { randomBytes } from 'node:crypto';
import { importCatalogue } from '../src/modules/games/index.js';
import { configureTransferWallet } from '../src/modules/transfer/index.js';
import { startFakeTransferVendor } from './fake-transfer-vendor.js';
import type { TestApp } from './harness.js';

/** A catalogue vendor made a transfer-wallet vendor, with its stand-in listening on 127.0.0.1. */
export async function addTransferVendor(
  t: Pick<TestApp, 'db'>,
  code: string,
  accountTypeName = `${code} WALLET`,
) {
  const secret = randomBytes(24).toString('hex');
  const vendor = await startFakeTransferVendor({ secret });
  await importCatalogue(t.db, { vendors: [{ code, displayName: `${code} Live`, accountTypeName }] });
  await configureTransferWallet(t.db, code, vendor.origin, secret);
  return Object.assign(vendor, { code, accountTypeName });
}

export const transferKey = () => `tr-${randomBytes(8).toString('hex')}`;
