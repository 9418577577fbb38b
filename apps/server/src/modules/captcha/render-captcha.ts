import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

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

// ---------------------------------------------------------------------------------------------
// Glyphs: each digit is a few polylines in a box 0.6 wide and 1 tall (y grows downwards), given
// as flat [x0, y0, x1, y1, …] arrays. Curves are flattened once, at module load.

const GLYPH_W = 0.6;
type Stroke = readonly number[];

function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number): number[] {
  const steps = Math.max(4, Math.ceil(Math.abs(toDeg - fromDeg) / 15));
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    out.push(cx + rx * Math.cos(a), cy + ry * Math.sin(a));
  }
  return out;
}

function quad(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, steps = 10): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push(u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1);
  }
  return out;
}

/** Angles are in degrees with y down: 0 = right, 90 = bottom, 180 = left, 270 = top. */
const GLYPHS: readonly (readonly Stroke[])[] = [
  // 0: a tall oval
  [arc(0.3, 0.5, 0.27, 0.47, 0, 360)],
  // 1: flag, stem and a foot (the foot keeps it apart from 7)
  [
    [0.1, 0.24, 0.33, 0.03, 0.33, 0.97],
    [0.1, 0.97, 0.55, 0.97],
  ],
  // 2: hooked top, diagonal, flat base
  [[...arc(0.3, 0.27, 0.25, 0.24, 190, 380), 0.04, 0.97, 0.58, 0.97]],
  // 3: two right-hand bowls, open on the left
  [arc(0.28, 0.265, 0.24, 0.235, 200, 450), arc(0.28, 0.735, 0.28, 0.235, 270, 520)],
  // 4: closed triangle with a stem through the crossbar
  [[0.43, 0.97, 0.43, 0.03, 0.02, 0.68, 0.6, 0.68]],
  // 5: flag, short stem, big lower bowl
  [[0.56, 0.03, 0.12, 0.03, ...arc(0.3, 0.68, 0.27, 0.29, 238, 505)]],
  // 6: sweep from the top right into a closed lower loop
  [quad(0.52, 0.03, 0.04, 0.2, 0.03, 0.68), arc(0.3, 0.7, 0.27, 0.27, 0, 360)],
  // 7: bar and a long diagonal
  [[0.02, 0.03, 0.58, 0.03, 0.2, 0.97]],
  // 8: small upper loop on a larger lower loop
  [arc(0.3, 0.255, 0.22, 0.225, 0, 360), arc(0.3, 0.73, 0.27, 0.245, 0, 360)],
  // 9: closed upper loop with a tail curling to the lower left
  [arc(0.3, 0.3, 0.27, 0.27, 0, 360), quad(0.57, 0.3, 0.57, 0.97, 0.1, 0.95)],
];

const MAX_GLYPH_COORDS = GLYPHS.reduce(
  (most, glyph) =>
    Math.max(
      most,
      glyph.reduce((sum, stroke) => sum + stroke.length, 0),
    ),
  0,
);

// ---------------------------------------------------------------------------------------------
// Small fast PRNG for the visual noise, seeded per render from the CSPRNG (sfc32).

class Sfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Buffer) {
    this.a = seed.readUInt32LE(0);
    this.b = seed.readUInt32LE(4);
    this.c = seed.readUInt32LE(8);
    this.d = seed.readUInt32LE(12) | 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }
}

/** HSL (h in turns, s and l in 0..1) to 0..255 RGB, written into `out`. */
function hsl(h: number, s: number, l: number, out: Float64Array): Float64Array {
  const a = s * Math.min(l, 1 - l);
  const h12 = (((h % 1) + 1) % 1) * 12;
  for (let i = 0; i < 3; i++) {
    const n = ((i === 0 ? 0 : i === 1 ? 8 : 4) + h12) % 12;
    out[i] = Math.round(255 * (l - a * Math.max(-1, Math.min(n - 3, 9 - n, 1))));
  }
  return out;
}

/** Digits stay at least this dark (Rec. 601 luma, 0..255), whatever their hue. */
const MAX_DIGIT_LUMA = 105;

/** Scales `rgb` down so its luma is at most `maxLuma` (yellows and greens at a given HSL lightness look light). */
function darken(rgb: Float64Array, maxLuma: number): Float64Array {
  const luma = 0.299 * (rgb[0] as number) + 0.587 * (rgb[1] as number) + 0.114 * (rgb[2] as number);
  if (luma > maxLuma) {
    const k = maxLuma / luma;
    for (let i = 0; i < 3; i++) rgb[i] = (rgb[i] as number) * k;
  }
  return rgb;
}

// ---------------------------------------------------------------------------------------------
// Rasteriser: strokes are accumulated as anti-aliased coverage in a mask (max, so joints do not
// double up), then composited once in one colour.

class Raster {
  readonly rgba: Uint8ClampedArray;
  private readonly mask: Float32Array;
  private minX = 0;
  private minY = 0;
  private maxX = -1;
  private maxY = -1;

  constructor(
    readonly width: number,
    readonly height: number,
    rgba: Uint8ClampedArray,
  ) {
    this.rgba = rgba;
    this.mask = new Float32Array(width * height);
  }

  /** Adds a round-capped segment of half-width `hw` to the mask. */
  segment(x0: number, y0: number, x1: number, y1: number, hw: number): void {
    const pad = hw + 1;
    const bx0 = Math.max(0, Math.floor(Math.min(x0, x1) - pad));
    const by0 = Math.max(0, Math.floor(Math.min(y0, y1) - pad));
    const bx1 = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + pad));
    const by1 = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + pad));
    if (bx0 > bx1 || by0 > by1) return;
    if (this.maxX < this.minX) {
      this.minX = bx0;
      this.minY = by0;
      this.maxX = bx1;
      this.maxY = by1;
    } else {
      if (bx0 < this.minX) this.minX = bx0;
      if (by0 < this.minY) this.minY = by0;
      if (bx1 > this.maxX) this.maxX = bx1;
      if (by1 > this.maxY) this.maxY = by1;
    }
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    const edge = hw + 0.5;
    const mask = this.mask;
    for (let y = by0; y <= by1; y++) {
      const py = y + 0.5 - y0;
      let i = y * this.width + bx0;
      for (let x = bx0; x <= bx1; x++, i++) {
        const px = x + 0.5 - x0;
        let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
        if (t < 0) t = 0;
        else if (t > 1) t = 1;
        const ex = px - t * dx;
        const ey = py - t * dy;
        const cover = edge - Math.sqrt(ex * ex + ey * ey);
        if (cover > 0) {
          const c = Math.min(cover, 1);
          if (c > (mask[i] as number)) mask[i] = c;
        }
      }
    }
  }

  /** Paints the mask in `rgb` at `opacity` and clears it. */
  composite(rgb: Float64Array, opacity: number): void {
    const mask = this.mask;
    const data = this.rgba;
    const r = rgb[0] as number;
    const g = rgb[1] as number;
    const b = rgb[2] as number;
    for (let y = this.minY; y <= this.maxY; y++) {
      let i = y * this.width + this.minX;
      for (let x = this.minX; x <= this.maxX; x++, i++) {
        const m = mask[i] as number;
        if (m <= 0) continue;
        const a = m * opacity;
        const o = i * 4;
        data[o] = (data[o] as number) + (r - (data[o] as number)) * a;
        data[o + 1] = (data[o + 1] as number) + (g - (data[o + 1] as number)) * a;
        data[o + 2] = (data[o + 2] as number) + (b - (data[o + 2] as number)) * a;
        mask[i] = 0;
      }
    }
    this.minX = 0;
    this.minY = 0;
    this.maxX = -1;
    this.maxY = -1;
  }
}

// ---------------------------------------------------------------------------------------------

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
