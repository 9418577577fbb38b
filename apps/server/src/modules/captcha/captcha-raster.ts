// The captcha's drawing surface: a seeded noise PRNG, colours, and an anti-aliased stroke mask.

// Small fast PRNG for the visual noise, seeded per render from the CSPRNG (sfc32).

export class Sfc32 {
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
export function hsl(h: number, s: number, l: number, out: Float64Array): Float64Array {
  const a = s * Math.min(l, 1 - l);
  const h12 = (((h % 1) + 1) % 1) * 12;
  for (let i = 0; i < 3; i++) {
    const n = ((i === 0 ? 0 : i === 1 ? 8 : 4) + h12) % 12;
    out[i] = Math.round(255 * (l - a * Math.max(-1, Math.min(n - 3, 9 - n, 1))));
  }
  return out;
}

/** Digits stay at least this dark (Rec. 601 luma, 0..255), whatever their hue. */
export const MAX_DIGIT_LUMA = 105;

/** Scales `rgb` down so its luma is at most `maxLuma` (yellows and greens at a given HSL lightness look light). */
export function darken(rgb: Float64Array, maxLuma: number): Float64Array {
  const luma = 0.299 * (rgb[0] as number) + 0.587 * (rgb[1] as number) + 0.114 * (rgb[2] as number);
  if (luma > maxLuma) {
    const k = maxLuma / luma;
    for (let i = 0; i < 3; i++) rgb[i] = (rgb[i] as number) * k;
  }
  return rgb;
}

// Rasteriser: strokes are accumulated as anti-aliased coverage in a mask (max, so joints do not
// double up), then composited once in one colour.

export class Raster {
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
