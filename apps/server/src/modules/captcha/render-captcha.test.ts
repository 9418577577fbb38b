import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchaDataUrl, generateCaptchaCode, renderCaptchaPng } from './render-captcha.js';

const decode = (png: Buffer) => PNG.sync.read(png);

/** Share of pixels darker than the digits' colour bound, inside a rectangle inset by (mx, my). */
function darkShare(png: Buffer, mx = 5, my = 6): number {
  const img = decode(png);
  let dark = 0;
  let area = 0;
  for (let y = my; y < img.height - my; y++) {
    for (let x = mx; x < img.width - mx; x++) {
      const o = (y * img.width + x) * 4;
      const luma =
        0.299 * (img.data[o] as number) +
        0.587 * (img.data[o + 1] as number) +
        0.114 * (img.data[o + 2] as number);
      area++;
      if (luma < 140) dark++;
    }
  }
  return dark / area;
}

describe('R-API-16 captcha code', () => {
  it('R-API-16 is 4 digits by default and only digits, at every length from 4 to 6', () => {
    for (let i = 0; i < 500; i++) expect(generateCaptchaCode()).toMatch(/^[0-9]{4}$/);
    for (const length of [4, 5, 6]) {
      for (let i = 0; i < 500; i++)
        expect(generateCaptchaCode(length)).toMatch(new RegExp(`^[0-9]{${length}}$`));
    }
  });

  it('R-API-16 refuses a nonsensical length', () => {
    for (const length of [0, -1, 2.5, Number.NaN, 17]) {
      expect(() => generateCaptchaCode(length), String(length)).toThrow(RangeError);
    }
  });

  it('R-API-16 draws digits uniformly (chi-square over 10k codes)', () => {
    const draws = 10_000;
    const length = 4;
    const counts = new Array<number>(10).fill(0);
    const firstDigit = new Array<number>(10).fill(0);
    for (let i = 0; i < draws; i++) {
      const code = generateCaptchaCode(length);
      for (const ch of code) counts[Number(ch)]! += 1;
      firstDigit[Number(code[0])]! += 1;
    }
    const chiSquare = (observed: number[], total: number) =>
      observed.reduce((sum, n) => sum + (n - total / 10) ** 2 / (total / 10), 0);
    // 9 degrees of freedom: p = 0.001 is at 27.9, so 45 only fails on a real bias.
    expect(chiSquare(counts, draws * length)).toBeLessThan(45);
    expect(chiSquare(firstDigit, draws)).toBeLessThan(45);
  });
});

describe('R-API-16 captcha image', () => {
  it('R-API-16 is a PNG of 120×40 by default, or of the size asked for', () => {
    const png = renderCaptchaPng('0123');
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    const img = decode(png);
    expect([img.width, img.height]).toEqual([120, 40]);
    const big = decode(renderCaptchaPng('456789', { width: 200, height: 64 }));
    expect([big.width, big.height]).toEqual([200, 64]);
    const narrow = decode(renderCaptchaPng('98765', { width: 90 }));
    expect([narrow.width, narrow.height]).toEqual([90, 40]);
  });

  it('R-API-16 refuses a code that is not digits, and silly sizes', () => {
    for (const code of ['', '12a4', '12 34', '１２３４', '-123', '12345678901234567']) {
      expect(() => renderCaptchaPng(code), code).toThrow(TypeError);
    }
    expect(() => renderCaptchaPng('1234', { width: 0 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('1234', { height: 12.5 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('1234', { width: 100_000 })).toThrow(RangeError);
  });

  it('R-API-16 is randomised: two renders of the same code differ', () => {
    const a = decode(renderCaptchaPng('5555'));
    const b = decode(renderCaptchaPng('5555'));
    expect(a.data.equals(b.data)).toBe(false);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (a.data[i] !== b.data[i]) differing++;
    expect(differing).toBeGreaterThan((a.width * a.height) / 4);
  });

  it('R-API-16 is not blank: the digit area holds dark ink on a light background', () => {
    for (let i = 0; i < 50; i++) {
      const png = renderCaptchaPng(generateCaptchaCode(4 + (i % 3)));
      const share = darkShare(png);
      expect(share).toBeGreaterThan(0.06);
      expect(share).toBeLessThan(0.6);
    }
    // The corners are background, and it is light.
    const img = decode(renderCaptchaPng('0000'));
    let light = 0;
    for (const [x, y] of [
      [0, 0],
      [img.width - 1, 0],
      [0, img.height - 1],
      [img.width - 1, img.height - 1],
    ] as const) {
      const o = (y * img.width + x) * 4;
      if ((img.data[o] as number) + (img.data[o + 1] as number) + (img.data[o + 2] as number) > 3 * 150)
        light++;
    }
    expect(light).toBeGreaterThanOrEqual(3); // a noise dot may land on one corner
  });

  it('R-API-16 draws the code itself: an 8 carries more ink than a 1', () => {
    const mean = (code: string) => {
      let sum = 0;
      for (let i = 0; i < 30; i++) sum += darkShare(renderCaptchaPng(code));
      return sum / 30;
    };
    expect(mean('8888')).toBeGreaterThan(mean('1111') * 1.2);
  });

  it('R-API-16 returns the image as a base64 data URL that round-trips', () => {
    const png = renderCaptchaPng('2468');
    const url = captchaDataUrl(png);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const back = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(back.equals(png)).toBe(true);
    expect(decode(back).width).toBe(120);
  });
});
