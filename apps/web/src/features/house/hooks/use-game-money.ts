import type { Currency } from '@app/contracts';
import { createContext, useCallback, useContext } from 'react';
import { formatMoneyCentavos } from '../../../shared/lib/money';

const GameCurrency = createContext<Currency>('PHP');

/** Set once by the game screen from the session it opened: real money, or the trial's demo credit. */
export const GameCurrencyProvider = GameCurrency.Provider;

/** Amounts inside a game in the game's currency, so ₱ is never shown on demo credit nor missing on pesos. */
export function useGameMoney(): (centavos: number) => string {
  const currency = useContext(GameCurrency);
  return useCallback((centavos: number) => formatMoneyCentavos(centavos, currency), [currency]);
}
