// Glyphs of the captcha's stroke font: each digit is a few polylines in a box 0.6 wide and 1 tall
// (y grows downwards), given as flat [x0, y0, x1, y1, …] arrays. Curves are flattened once, at
// module load.

export const GLYPH_W = 0.6;
export type Stroke = readonly number[];

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
export const GLYPHS: readonly (readonly Stroke[])[] = [
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

export const MAX_GLYPH_COORDS = GLYPHS.reduce(
  (most, glyph) =>
    Math.max(
      most,
      glyph.reduce((sum, stroke) => sum + stroke.length, 0),
    ),
  0,
);
