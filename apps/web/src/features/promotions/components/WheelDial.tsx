import type { WheelOdds } from '@app/contracts';
import { type CSSProperties, useEffect, useState } from 'react';
import * as wheelStyles from '../wheel.module.css';

/** The segment colours, in the same order as the odds table's swatches; "no prize" is grey. */
const COLOURS = ['#f7c948', '#7c5cff', '#2fd38a', '#ff8a4c', '#38b6ff', '#ff5d9e'];
const NO_PRIZE = '#8a8fae';
const TURNS = 4;

/** A prize's colour on the dial and in the odds table; null is the "no prize" remainder. */
export const segmentColour = (index: number | null) =>
  index === null ? NO_PRIZE : (COLOURS[index % COLOURS.length] as string);

/** Segments sized by their chances, clockwise from the top in draw order, so the dial shows the odds. */
function dialBackground(prizes: readonly WheelOdds[]): string {
  let from = 0;
  const stops = prizes.map((prize, index) => {
    const to = from + prize.percent;
    const stop = `${segmentColour(index)} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  if (from < 100) stops.push(`${NO_PRIZE} ${from}% 100%`);
  return `conic-gradient(${stops.join(', ')})`;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

interface Props {
  prizes: readonly WheelOdds[];
  /** The spin to land on, by its roll: the roll's place on the dial stops under the pointer. */
  target: { id: string; roll: number } | null;
  onLanded: (spinId: string) => void;
}

/** A light spin of the wheel; with reduced motion it lands at once. Decorative: the result is text. */
export function WheelDial({ prizes, target, onLanded }: Props) {
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    if (!target) return;
    const at = (target.roll / 100) * 360;
    // Forward by a few turns to the angle that brings the roll's place to the top.
    setRotation((from) => Math.ceil((from + TURNS * 360 + at) / 360) * 360 - at);
    if (reducedMotion()) onLanded(target.id);
  }, [target, onLanded]);
  const style = { '--wheel-rotation': `${rotation}deg`, background: dialBackground(prizes) } as CSSProperties;
  return (
    <div className={wheelStyles.dialFrame} aria-hidden="true">
      <span className={wheelStyles.pointer} />
      <div
        className={wheelStyles.dial}
        style={style}
        data-testid="wheel-dial"
        onTransitionEnd={() => target && onLanded(target.id)}
      />
    </div>
  );
}
