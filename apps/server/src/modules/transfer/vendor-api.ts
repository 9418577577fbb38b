import { SEAMLESS, TRANSFER_WALLET } from '@app/contracts';
import { z } from 'zod';
import { signSeamless } from '../wallet/index.js';

export interface TransferWalletConfig {
  vendorCode: string;
  apiUrl: string;
  secret: string;
}

/** What the vendor said of a transfer: applied (with the player's balance there) or refused. */
export type VendorVerdict = { kind: 'applied'; balance: number } | { kind: 'refused'; reason: string };

/**
 * The vendor did not answer clearly (timeout, network, 5xx, a body we cannot read): the transfer may
 * or may not have been applied there, so nothing is decided until its status is known.
 */
export class VendorUnclear extends Error {}

const verdictSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), balance: z.int().nonnegative() }),
  z.object({ status: z.literal('refused'), reason: z.string().max(200) }),
]);
const balanceSchema = z.object({ balance: z.int().nonnegative() });

/** One signed call of the transfer-wallet protocol (TRANSFER_WALLET in the contracts). */
async function callVendor(
  wallet: TransferWalletConfig,
  action: (typeof TRANSFER_WALLET.actions)[number],
  body: Record<string, unknown>,
  timeoutMs: number,
): Promise<unknown> {
  const payload = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  let response: Response;
  try {
    response = await fetch(`${wallet.apiUrl.replace(/\/+$/u, '')}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SEAMLESS.timestampHeader]: timestamp,
        [SEAMLESS.signatureHeader]: signSeamless(wallet.secret, timestamp, payload),
      },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new VendorUnclear(`${wallet.vendorCode} ${action}: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 200)
    throw new VendorUnclear(`${wallet.vendorCode} ${action}: HTTP ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new VendorUnclear(`${wallet.vendorCode} ${action}: not JSON`);
  }
}

function verdictOf(wallet: TransferWalletConfig, answer: unknown): VendorVerdict {
  const parsed = verdictSchema.safeParse(answer);
  if (!parsed.success) throw new VendorUnclear(`${wallet.vendorCode}: an answer we cannot read`);
  return parsed.data.status === 'applied'
    ? { kind: 'applied', balance: parsed.data.balance }
    : { kind: 'refused', reason: parsed.data.reason };
}

export interface VendorTransfer {
  /** Our id of the transfer: the vendor applies each at most once and answers the same again. */
  transferId: string;
  playerId: string;
  /** `in`: into the vendor's wallet; `out`: out of it. */
  direction: 'in' | 'out';
  centavos: number;
}

export async function requestVendorTransfer(
  wallet: TransferWalletConfig,
  t: VendorTransfer,
  timeoutMs: number = TRANSFER_WALLET.transferTimeoutMs,
) {
  const answer = await callVendor(
    wallet,
    'transfer',
    {
      transferId: t.transferId,
      playerId: t.playerId,
      direction: t.direction,
      amount: t.centavos,
      currency: 'PHP',
    },
    timeoutMs,
  );
  return verdictOf(wallet, answer);
}

/** The vendor's verdict on a transfer we sent or may have sent; an id it never saw is refused for good. */
export async function vendorTransferStatus(
  wallet: TransferWalletConfig,
  transferId: string,
  timeoutMs: number = TRANSFER_WALLET.transferTimeoutMs,
) {
  return verdictOf(wallet, await callVendor(wallet, 'status', { transferId }, timeoutMs));
}

/** The player's balance in the vendor's wallet, in centavos. */
export async function vendorBalance(wallet: TransferWalletConfig, playerId: string): Promise<number> {
  const parsed = balanceSchema.safeParse(
    await callVendor(wallet, 'balance', { playerId, currency: 'PHP' }, TRANSFER_WALLET.balanceTimeoutMs),
  );
  if (!parsed.success) throw new VendorUnclear(`${wallet.vendorCode}: a balance we cannot read`);
  return parsed.data.balance;
}
