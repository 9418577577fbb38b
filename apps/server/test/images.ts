import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/images/${name}`, import.meta.url));

/** A 64×48 PNG and a 48×32 baseline JPEG, both real images. */
export const PNG_IMAGE = fixture('screenshot.png');
export const JPEG_IMAGE = fixture('photo.jpg');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** PNG_IMAGE grown to exactly `size` bytes with a private ancillary chunk, still a valid PNG. */
export function pngOfSize(size: number): Buffer {
  const iend = PNG_IMAGE.subarray(PNG_IMAGE.length - 12);
  const body = PNG_IMAGE.subarray(0, PNG_IMAGE.length - 12);
  const padding = size - PNG_IMAGE.length - 12;
  return Buffer.concat([body, chunk('prVt', Buffer.alloc(padding, 0x20)), iend]);
}

export const GIF_IMAGE = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);
