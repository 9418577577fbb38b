import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { saveTransferWallet, vendorExists } from './transfer-repository.js';

/**
 * Makes a catalogue vendor a transfer-wallet vendor reached at `apiUrl` (`npm run ops -- vendor
 * transfer-wallet CODE URL`), with the given secret or a new one from the CSPRNG; answers the secret.
 */
export async function configureTransferWallet(
  db: DbOrTx,
  vendorCode: string,
  apiUrl: string,
  secret?: string,
) {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new AppError('VALIDATION_ERROR', { field: 'apiUrl' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('VALIDATION_ERROR', { field: 'apiUrl' });
  if (secret !== undefined && secret.length < 16) throw new AppError('VALIDATION_ERROR', { field: 'secret' });
  const chosen = secret ?? randomBytes(32).toString('hex');
  if (!(await vendorExists(db, vendorCode))) throw new AppError('NOT_FOUND', { field: 'vendor' });
  await saveTransferWallet(db, vendorCode, url.toString(), chosen);
  return chosen;
}
