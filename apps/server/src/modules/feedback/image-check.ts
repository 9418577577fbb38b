import { crc32 } from 'node:zlib';

export interface CheckedImage {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
  /** The image up to its end marker: anything appended after it (a polyglot's payload) is dropped. */
  bytes: Buffer;
}

/** Larger than any phone screenshot or photo, small enough that a viewer will not choke on it. */
const MAX_SIDE = 16_384;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const sideOk = (n: number) => n >= 1 && n <= MAX_SIDE;

/**
 * Walks every chunk with its CRC: IHDR first, at least one IDAT, IEND last. This refuses truncated
 * files and anything that only starts like a PNG, without decoding (no decompression bomb).
 */
function checkPng(data: Buffer): CheckedImage | null {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let at = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; at + 12 <= data.length; index += 1) {
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length) return null;
    const type = data.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length)) return null;
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = data.readUInt32BE(at + 8);
      height = data.readUInt32BE(at + 12);
      if (!sideOk(width) || !sideOk(height)) return null;
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (!sawData) return null;
      return { contentType: 'image/png', extension: 'png', width, height, bytes: data.subarray(0, end) };
    }
    at = end;
  }
  return null;
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Walks the segments from SOI: a frame header with real dimensions before the first scan, each
 * scan's entropy-coded data, and the EOI that ends it. A JPEG header followed by anything else fails.
 */
function checkJpeg(data: Buffer): CheckedImage | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  let width = 0;
  let height = 0;
  while (at < data.length) {
    if (data[at] !== 0xff) return null;
    while (data[at] === 0xff) at += 1;
    const marker = data[at];
    at += 1;
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      if (width === 0) return null;
      return { contentType: 'image/jpeg', extension: 'jpg', width, height, bytes: data.subarray(0, at) };
    }
    if (isRestart(marker) || marker === 0x01) continue;
    if (marker === 0x00 || marker === 0xd8 || at + 2 > data.length) return null;
    const length = data.readUInt16BE(at);
    if (length < 2 || at + length > data.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8 || width !== 0) return null;
      height = data.readUInt16BE(at + 3);
      width = data.readUInt16BE(at + 5);
      if (!sideOk(width) || !sideOk(height)) return null;
    }
    at += length;
    if (marker === 0xda) {
      if (width === 0) return null;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      while (at + 1 < data.length) {
        const next = data[at + 1] as number;
        if (data[at] === 0xff && next !== 0x00 && next !== 0xff && !isRestart(next)) break;
        at += 1;
      }
      if (at + 1 >= data.length) return null;
    }
  }
  return null;
}

/** S-23: the kind of an upload is what its bytes are, whatever its name or declared type says. */
export function checkImage(data: Buffer): CheckedImage | null {
  return checkPng(data) ?? checkJpeg(data);
}
