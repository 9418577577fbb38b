import { LIMITS } from './constants.js';

/** Designed categories for the optional `type` of R-HELP-11 (the SPEC names none). */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Only these are accepted (R-HELP-10); the server decides by the bytes, the browser by the declared type. */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The 140 of R-CONST-18 counts characters as a reader does, so an emoji is one, not two UTF-16 units. */
export function codePointLength(text: string): number {
  return [...text].length;
}

export type PickedImageProblem = 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE' | 'TOO_MANY_IMAGES';

/** Why the browser refuses a picked file before any upload (R-HELP-10); S-23 checks again on the server. */
export function pickedImageProblem(
  file: { size: number; type: string },
  alreadyPicked: number,
): PickedImageProblem | null {
  if (alreadyPicked >= LIMITS.imageMaxCount) return 'TOO_MANY_IMAGES';
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'IMAGE_INVALID';
  if (file.size > LIMITS.imageMaxBytes) return 'IMAGE_TOO_LARGE';
  return null;
}

/** What the operator reads of one feedback (ops CLI). */
export interface FeedbackImage {
  key: string;
  contentType: (typeof FEEDBACK_IMAGE_TYPES)[number];
  bytes: number;
  width: number;
  height: number;
}
