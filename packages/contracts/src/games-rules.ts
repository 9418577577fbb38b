/** Pure rules of the games domain, shared by server and web (no zod here). */

const MASK = '***';

/**
 * Masks a player's name for public lists such as the winner board (H-5): the first two and last
 * two characters around a fixed "***" ("maria123" → "ma***23"). Shorter names keep less: never more
 * than half of the name shows, and the mask has a fixed width so it does not reveal the length.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 2) return `${chars[0] ?? ''}${MASK}`;
  if (chars.length <= 4) return `${chars[0]}${MASK}${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}${MASK}${chars.slice(-2).join('')}`;
}

/** Centavos (integers, as stored) to pesos with 2 decimals, as the API speaks. */
export function centavosToPesos(centavos: number): number {
  return Math.round(centavos) / 100;
}

/** Pesos to whole centavos (rounded to the nearest centavo). */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
