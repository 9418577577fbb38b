import { LIMITS } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { KYC_IMAGES, type KycImage } from './kyc.js';

/** The multipart limits of the KYC upload: three files of the feedback upload's size, no text. */
export const KYC_FORM_LIMITS = {
  fileSize: LIMITS.imageMaxBytes,
  files: KYC_IMAGES.length,
  // One text field is let through only so that it is refused by its name.
  fields: 1,
  fieldSize: 64,
  parts: KYC_IMAGES.length + 1,
  fieldNameSize: 16,
  headerPairs: 16,
};

const isKycImage = (name: string): name is KycImage => (KYC_IMAGES as readonly string[]).includes(name);

/** Reads the files `front`, `back` and `selfie` into memory (at most 3 × 5 MB); anything else is refused. */
export async function readKycForm(request: FastifyRequest): Promise<Partial<Record<KycImage, Buffer>>> {
  const files: Partial<Record<KycImage, Buffer>> = {};
  try {
    for await (const part of request.parts({ limits: KYC_FORM_LIMITS })) {
      if (part.type !== 'file' || !isKycImage(part.fieldname) || files[part.fieldname])
        throw new AppError('VALIDATION_ERROR', { field: part.fieldname });
      files[part.fieldname] = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', { field: 'kyc' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { field: 'content-type' });
    throw new AppError('VALIDATION_ERROR', { field: 'body' });
  }
  return files;
}
