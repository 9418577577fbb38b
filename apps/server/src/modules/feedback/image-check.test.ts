import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JPEG_IMAGE, PNG_IMAGE } from '../../../test/images.js';
import { checkImage } from './image-check.js';

const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body];
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
const scan = segment(0xda, [1, 1, 0, 0, 63, 0]);

/** The segment layout of a progressive JPEG: two scans, stuffed bytes and a restart marker in the data. */
function progressiveJpeg(width: number, height: number) {
  return Buffer.from([
    ...[0xff, 0xd8],
    ...frame(0xc2, width, height),
    ...scan,
    ...[0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56],
    ...segment(0xc4, [0x00]),
    ...scan,
    ...[0x78, 0x9a],
    ...[0xff, 0xd9],
  ]);
}

describe('checkImage (S-23)', () => {
  it('reads the kind and size of a real PNG and JPEG from their bytes', () => {
    expect(checkImage(PNG_IMAGE)).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 64,
      height: 48,
    });
    expect(checkImage(JPEG_IMAGE)).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 48,
      height: 32,
    });
  });

  it('follows a progressive JPEG through its scans, stuffed bytes and restart markers', () => {
    expect(checkImage(progressiveJpeg(300, 200))).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a JPEG with no size, a scan before the frame header, or no end marker', () => {
    expect(checkImage(progressiveJpeg(0, 200))).toBeNull();
    expect(checkImage(Buffer.from([0xff, 0xd8, ...scan, 0x12, 0xff, 0xd9]))).toBeNull();
    const noEnd = progressiveJpeg(300, 200);
    expect(checkImage(noEnd.subarray(0, noEnd.length - 2))).toBeNull();
  });

  it('refuses a PNG whose image data chunk is missing, or that says it is larger than allowed', () => {
    const headerOnly = Buffer.concat([PNG_IMAGE.subarray(0, 33), PNG_IMAGE.subarray(PNG_IMAGE.length - 12)]);
    expect(checkImage(headerOnly)).toBeNull();
    const huge = Buffer.from(PNG_IMAGE);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(checkImage(huge)).toBeNull();
    huge.writeUInt32BE(16_384, 16);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(checkImage(huge)).toMatchObject({ width: 16_384 });
  });
});
