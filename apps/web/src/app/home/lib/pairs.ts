/** Groups a list two by two, the last group holding one when the count is odd (R-HOME-25 slides). */
export function pairs<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}
