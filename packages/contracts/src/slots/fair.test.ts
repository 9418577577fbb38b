import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, fairStops, isClientSeed, SLOT_DEFINITIONS, sha256Hex, slotByCode } from '../index.js';

/** Published test seeds: anyone can recompute the vectors below with any HMAC-SHA256 tool. */
const SERVER_SEED = 'a3f1c29be0d4478f9c6e51b2d8a07f3e4b19c5d62e8f07a1b3c4d5e6f708192a';
const CLIENT_SEED = 'lucky-player-1';

/** Independent implementation with node:crypto, so the vectors do not only confirm the code under test. */
function nodeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let at = 0; at < 32 && floats.length < count; at += 4) {
      floats.push(
        (digest[at]! * 2 ** 24 + digest[at + 1]! * 2 ** 16 + digest[at + 2]! * 2 ** 8 + digest[at + 3]!) /
          2 ** 32,
      );
    }
  }
  return floats;
}

describe('house slots: provably fair draws (H-3)', () => {
  it('H-3 sha256Hex matches the published SHA-256 vectors and node:crypto for the commitment', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });

  it('H-3 fairFloats reproduces the published vector across a cursor boundary, equal to node:crypto', async () => {
    const floats = await fairFloats(SERVER_SEED, CLIENT_SEED, 0, 10);
    expect(floats).toEqual([
      0.3809681504499167, 0.583860048558563, 0.7857687631621957, 0.8270900722127408, 0.8707266172859818,
      0.7024371398147196, 0.9580974914133549, 0.8793614078313112, 0.05396606377325952, 0.9683312652632594,
    ]);
    expect(floats).toEqual(nodeFloats(SERVER_SEED, CLIENT_SEED, 0, 10));
    expect(await fairFloats(SERVER_SEED, CLIENT_SEED, 42, 5)).toEqual([
      0.017415684880688787, 0.1496441860217601, 0.05790720251388848, 0.18859640159644186, 0.1909572489093989,
    ]);
  });

  it('H-3 fairFloats agrees with node:crypto for other seeds and nonces, and each nonce draws anew', async () => {
    const seeds = [
      [createHash('sha256').update('rotation-2').digest('hex'), 'x'],
      ['0'.repeat(64), '~!@#$%^&*()_+{}|:"<>?'],
      ['f'.repeat(64), 'a'.repeat(64)],
    ] as const;
    for (const [serverSeed, clientSeed] of seeds) {
      for (const nonce of [0, 1, 7, 1_000_000]) {
        const floats = await fairFloats(serverSeed, clientSeed, nonce, 17);
        expect(floats).toEqual(nodeFloats(serverSeed, clientSeed, nonce, 17));
        expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
      }
    }
    expect(await fairFloats(SERVER_SEED, CLIENT_SEED, 1, 5)).not.toEqual(
      await fairFloats(SERVER_SEED, CLIENT_SEED, 0, 5),
    );
    await expect(fairFloats(SERVER_SEED, CLIENT_SEED, -1, 5)).rejects.toThrow(RangeError);
  });

  it('H-3 fairStops reproduces the published stops of every game (floor of float × strip length)', async () => {
    const published: Record<string, [number[], number[]]> = {
      'pearl-tide': [
        [11, 18, 24, 25, 26],
        [0, 4, 1, 5, 5],
      ],
      'mango-jungle': [
        [11, 17, 23, 24, 26],
        [0, 4, 1, 5, 5],
      ],
      'dragon-gold': [
        [15, 24, 33, 34, 35],
        [0, 6, 2, 7, 7],
      ],
      'volcano-gems': [
        [20, 32, 44, 46, 48],
        [0, 8, 3, 10, 10],
      ],
      'fiesta-fruits': [
        [7, 11, 14, 15, 16],
        [0, 2, 1, 3, 3],
      ],
      'jeepney-fiesta': [
        [13, 21, 29, 30, 30],
        [0, 5, 2, 6, 6],
      ],
    };
    expect(Object.keys(published).sort()).toEqual(SLOT_DEFINITIONS.map((def) => def.code).sort());
    for (const [code, [atZero, atFortyTwo]] of Object.entries(published)) {
      const def = slotByCode(code)!;
      expect(await fairStops(def, SERVER_SEED, CLIENT_SEED, 0)).toEqual(atZero);
      expect(await fairStops(def, SERVER_SEED, CLIENT_SEED, 42)).toEqual(atFortyTwo);
      const independent = nodeFloats(SERVER_SEED, CLIENT_SEED, 0, 5).map((f, reel) =>
        Math.floor(f * def.reels[reel]!.length),
      );
      expect(atZero).toEqual(independent);
    }
  });

  it('H-3 client seeds are 1–64 printable characters without spaces', () => {
    expect(isClientSeed('lucky-player-1')).toBe(true);
    expect(isClientSeed('a'.repeat(64))).toBe(true);
    expect(isClientSeed('~!@#$%^&*()')).toBe(true);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('a'.repeat(65))).toBe(false);
    expect(isClientSeed('two words')).toBe(false);
    expect(isClientSeed('tab\there')).toBe(false);
    expect(isClientSeed('perla\u200b')).toBe(false);
  });
});
