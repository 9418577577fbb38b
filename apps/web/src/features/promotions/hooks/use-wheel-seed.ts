import { isClientSeed } from '@app/contracts';
import { useState } from 'react';

/** A suggestion the player may keep or change: 16 random hex characters from this browser. */
function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The player's seed for the next spin; a new one is suggested after each spin. */
export function useWheelSeed() {
  const [seed, setSeed] = useState(randomClientSeed);
  return { seed, setSeed, valid: isClientSeed(seed), renew: () => setSeed(randomClientSeed()) };
}
