import type { KycState } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkImage, type FeedbackStorage } from '../feedback/index.js';
import { birthDateOf } from './age-repository.js';
import { insertKyc, kycApproved, latestKyc } from './kyc-repository.js';

/** The three images of a KYC upload, in the order the form names them. */
export const KYC_IMAGES = ['front', 'back', 'selfie'] as const;
export type KycImage = (typeof KYC_IMAGES)[number];

export async function getKycState(db: DbOrTx, memberId: number): Promise<KycState> {
  const latest = await latestKyc(db, memberId);
  return {
    status: latest ? (latest.status as KycState['status']) : 'none',
    reason: latest?.reason ?? null,
    submittedAt: latest?.createdAt.toISOString() ?? null,
    birthDateGiven: (await birthDateOf(db, memberId)) !== null,
  };
}

/** Refuses a withdrawal until the member's identity was approved (issue 16, KYC_REQUIRED). */
export async function assertKycApproved(db: DbOrTx, memberId: number) {
  if (!(await kycApproved(db, memberId))) throw new AppError('KYC_REQUIRED', { field: 'kyc' });
}

/**
 * Keeps the ID's front and back and the selfie (each png or jpeg, checked by its bytes as the
 * feedback upload is) as a pending submission. Refused while one is pending or approved; after a
 * rejection the member sends new ones. Files written for a refused row are removed.
 */
export async function submitKyc(
  db: Db,
  storage: FeedbackStorage,
  memberId: number,
  uploads: Partial<Record<KycImage, Buffer>>,
): Promise<KycState> {
  const checked = KYC_IMAGES.map((name) => {
    const bytes = uploads[name];
    if (!bytes) throw new AppError('VALIDATION_ERROR', { field: name, reason: 'val_required' });
    const image = checkImage(bytes);
    if (!image) throw new AppError('IMAGE_INVALID', { field: name });
    return image;
  });
  const latest = await latestKyc(db, memberId);
  if (latest && latest.status !== 'rejected') throw new AppError('KYC_NOT_ALLOWED', { field: 'kyc' });
  const keys: string[] = [];
  try {
    for (const image of checked) keys.push(await storage.put(image.bytes, image.extension));
    const [frontFile, backFile, selfieFile] = keys as [string, string, string];
    const row = await insertKyc(db, { memberId, frontFile, backFile, selfieFile });
    if (!row) throw new AppError('KYC_NOT_ALLOWED', { field: 'kyc' });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
    throw error;
  }
  return getKycState(db, memberId);
}
