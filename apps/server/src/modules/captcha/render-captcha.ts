import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_W, GLYPHS, MAX_GLYPH_COORDS, type Stroke } from './captcha-glyphs.js';
import { darken, hsl, MAX_DIGIT_LUMA, Raster, Sfc32 } from './captcha-raster.js';

/**
 * The image half of the login captcha (R-API-16): a numeric code drawn as a small PNG with a
 * hand-made stroke font, per-digit jitter, noise dots and interference curves. Pure JS (pngjs),
 * no canvas and no native dependency; one render, PNG encoding included, takes under a millisecond.
 */

const MAX_CODE_LENGTH = 16;

/** A numeric code of `length` digits, each drawn uniformly from a CSPRNG (no modulo bias). */
export function generateCaptchaCode(length = 4): string {
  if (!Number.isInteger(length) || length < 1 || length > MAX_CODE_LENGTH) {
    throw new RangeError(`captcha length must be an integer from 1 to ${MAX_CODE_LENGTH}`);
  }
  let code = '';
  // randomInt rejects out-of-range draws internally, so every digit is exactly 1/10.
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/** `data:image/png;base64,…` for an `<img src>`. */
export function captchaDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

const DEFAULT_WIDTH = 120;
const DEFAULT_HEIGHT = 40;
const MIN_SIZE = 16;
const MAX_SIZE = 1024;

function checkSize(name: string, value: number): number {
  if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
    throw new RangeError(`captcha ${name} must be an integer from ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  return value;
}

/** Renders `code` (digits only) as a PNG, by default 120×40; every call is freshly randomised. */
export function renderCaptchaPng(code: string, options: { width?: number; height?: number } = {}): Buffer {
  if (code.length < 1 || code.length > MAX_CODE_LENGTH || !/^[0-9]+$/.test(code)) {
    throw new TypeError(`captcha code must be 1 to ${MAX_CODE_LENGTH} digits`);
  }
  const width = checkSize('width', options.width ?? DEFAULT_WIDTH);
  const height = checkSize('height', options.height ?? DEFAULT_HEIGHT);
  const rng = new Sfc32(randomBytes(16));
  const png = new PNG({ width, height });
  // A clamped view, so blends and grain saturate instead of wrapping round.
  const data = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  const raster = new Raster(width, height, data);
  const rgb = new Float64Array(3);

  // Background: a light horizontal gradient between two pale tints, with a little grain.
  const bgHue = rng.next();
  const left = Array.from(hsl(bgHue, rng.range(0.3, 0.6), rng.range(0.9, 0.96), rgb));
  const right = Array.from(
    hsl(bgHue + rng.range(-0.15, 0.15), rng.range(0.3, 0.6), rng.range(0.9, 0.96), rgb),
  );
  for (let x = 0; x < width; x++) {
    const t = width > 1 ? x / (width - 1) : 0;
    const r = (left[0] as number) + ((right[0] as number) - (left[0] as number)) * t;
    const g = (left[1] as number) + ((right[1] as number) - (left[1] as number)) * t;
    const b = (left[2] as number) + ((right[2] as number) - (left[2] as number)) * t;
    for (let y = 0; y < height; y++) {
      const o = (y * width + x) * 4;
      const grain = (rng.next() - 0.5) * 14;
      data[o] = r + grain;
      data[o + 1] = g + grain;
      data[o + 2] = b + grain;
      data[o + 3] = 255;
    }
  }

  // Noise dots, some under the digits and (below) some over them.
  const dots = Math.round((width * height) / 40);
  const dot = (n: number) => {
    for (let k = 0; k < n; k++) {
      const x = rng.int(0, width - 1);
      const y = rng.int(0, height - 1);
      const size = rng.next() < 0.25 ? 2 : 1;
      hsl(rng.next(), rng.range(0.3, 0.8), rng.range(0.35, 0.7), rgb);
      const a = rng.range(0.45, 0.9);
      for (let yy = y; yy < Math.min(height, y + size); yy++) {
        for (let xx = x; xx < Math.min(width, x + size); xx++) {
          const o = (yy * width + xx) * 4;
          data[o] = (data[o] as number) + ((rgb[0] as number) - (data[o] as number)) * a;
          data[o + 1] = (data[o + 1] as number) + ((rgb[1] as number) - (data[o + 1] as number)) * a;
          data[o + 2] = (data[o + 2] as number) + ((rgb[2] as number) - (data[o + 2] as number)) * a;
        }
      }
    }
  };
  dot(Math.round(dots * 0.6));

  // Digits: one cell each, jittered in place, scale, rotation and shear, each in its own colour.
  const margin = Math.max(3, width * 0.04);
  const cellW = (width - 2 * margin) / code.length;
  const glyphH = Math.min(height * 0.66, (cellW * 0.8) / GLYPH_W);
  const strokeHalf = Math.max(1, glyphH * rng.range(0.05, 0.062));
  const pad = strokeHalf + 1;
  const hueBase = rng.next();
  const points = new Float64Array(MAX_GLYPH_COORDS);
  const strokeEnds = new Int32Array(4);
  for (let d = 0; d < code.length; d++) {
    const glyph = GLYPHS[code.charCodeAt(d) - 48] as readonly Stroke[];
    const scale = glyphH * rng.range(0.9, 1.06);
    const angle = rng.range(-0.26, 0.26);
    let shear = rng.range(-0.2, 0.2);
    if (Math.abs(angle + shear) > 0.3) shear *= -0.5; // do not let tilt and slant add up too far
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // Transform the glyph about its centre, noting its extent.
    let n = 0;
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < glyph.length; s++) {
      const stroke = glyph[s] as Stroke;
      for (let p = 0; p < stroke.length; p += 2) {
        const lx = ((stroke[p] as number) - GLYPH_W / 2) * scale;
        const ly = ((stroke[p + 1] as number) - 0.5) * scale;
        const sx = lx - shear * ly;
        const x = sx * cos - ly * sin;
        const y = sx * sin + ly * cos;
        points[n++] = x;
        points[n++] = y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      strokeEnds[s] = n;
    }
    // Place it near the middle of its cell (neighbours may just touch), wholly inside the image.
    const cellLeft = margin + cellW * d;
    const loX = Math.max(pad, cellLeft - cellW * 0.04) - minX;
    const hiX = Math.min(width - pad, cellLeft + cellW * 1.04) - maxX;
    const wantX = cellLeft + cellW / 2 - (minX + maxX) / 2 + rng.range(-0.1, 0.1) * cellW;
    const cx = loX <= hiX ? Math.min(hiX, Math.max(loX, wantX)) : (loX + hiX) / 2;
    const loY = pad - minY;
    const hiY = height - pad - maxY;
    const cy = (loY + hiY) / 2 + (loY <= hiY ? rng.range(-0.35, 0.35) * (hiY - loY) : 0);
    let from = 0;
    for (let s = 0; s < glyph.length; s++) {
      const to = strokeEnds[s] as number;
      for (let p = from + 2; p < to; p += 2) {
        raster.segment(
          cx + (points[p - 2] as number),
          cy + (points[p - 1] as number),
          cx + (points[p] as number),
          cy + (points[p + 1] as number),
          strokeHalf,
        );
      }
      from = to;
    }
    // Spread the hues round the wheel so neighbours differ; dark enough to stand out.
    hsl(hueBase + d / code.length + rng.range(-0.05, 0.05), rng.range(0.55, 0.9), rng.range(0.2, 0.36), rgb);
    raster.composite(darken(rgb, MAX_DIGIT_LUMA), 1);
  }

  // Interference: 2-4 thin cubic curves sweeping across the digit band.
  const lines = rng.int(2, 4);
  for (let l = 0; l < lines; l++) {
    const band = () => height * rng.range(0.25, 0.75);
    const x0 = -2;
    const y0 = band();
    const x1 = width * rng.range(0.2, 0.45);
    const y1 = rng.range(0, height);
    const x2 = width * rng.range(0.55, 0.8);
    const y2 = rng.range(0, height);
    const x3 = width + 2;
    const y3 = band();
    const hw = rng.range(0.55, 0.85);
    const steps = 24;
    let px = x0;
    let py = y0;
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      const x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
      const y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
      raster.segment(px, py, x, y, hw);
      px = x;
      py = y;
    }
    hsl(rng.next(), rng.range(0.4, 0.85), rng.range(0.3, 0.55), rgb);
    raster.composite(rgb, rng.range(0.7, 0.95));
  }

  dot(Math.round(dots * 0.4));

  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true });
}
