import { centavosOfPesos, WALLET_POLICY } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';

/** An amount in pesos by R-WALLET-17, as centavos within [min, max]; the browser applies the same rule. */
export function centavosWithin(pesos: number, limits: { min: number; max: number }): number {
  const centavos = centavosOfPesos(pesos);
  if (centavos === null) throw new AppError('VALIDATION_ERROR', { field: 'amount' });
  if (centavos < limits.min || centavos > limits.max)
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      min: limits.min / 100,
      max: limits.max / 100,
    });
  return centavos;
}

const { depositMin, depositMax, withdrawMin, withdrawMax } = WALLET_POLICY.merchantLimitsCentavos;
export const DEPOSIT_LIMITS = { min: depositMin, max: depositMax };
export const WITHDRAW_LIMITS = { min: withdrawMin, max: withdrawMax };
