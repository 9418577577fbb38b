import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where feedback images go; the disk by default, an object store can take its place later. */
export interface FeedbackStorage {
  /** Stores the bytes under a new random key ending in `.extension`, and returns the key. */
  put(bytes: Buffer, extension: 'png' | 'jpg'): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Where the operator finds a key (a file path here). */
  locate(key: string): string;
}

/** Keys are ours alone (random hex and a fixed extension), so a key can never point outside the folder. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

export function diskFeedbackStorage(folder: string): FeedbackStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a feedback image key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async put(bytes, extension) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      // `wx`: a clash of 128 random bits would fail loudly rather than overwrite.
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    read: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
    locate: fileOf,
  };
}
