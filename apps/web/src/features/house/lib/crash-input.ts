import { CRASH_RULES } from '@app/contracts';

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

/** The stake typed in pesos, as centavos within the published limits; null otherwise. */
export function parseStake(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!DECIMAL.test(trimmed)) return null;
  const centavos = Math.round(Number(trimmed) * 100);
  return centavos >= CRASH_RULES.minBetCentavos && centavos <= CRASH_RULES.maxBetCentavos ? centavos : null;
}

/**
 * The automatic cash-out typed as a multiplier ("2" or "1.5"), in hundredths: null when left empty
 * (no automatic cash-out), undefined when it is not a multiplier from 1.01× to the maximum.
 */
export function parseAutoCashout(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/[×x]$/i, '');
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return undefined;
  const cents = Math.round(Number(trimmed) * 100);
  return cents >= CRASH_RULES.minAutoCashoutCents && cents <= CRASH_RULES.maxMultiplierCents
    ? cents
    : undefined;
}
