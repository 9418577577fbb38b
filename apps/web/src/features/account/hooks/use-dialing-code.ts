import { type Country, LANGUAGE_COUNTRY, type Language } from '@app/contracts';
import { useState } from 'react';
import { useCountries } from '../../../shared/api/list-countries';
import { usePreferences } from '../../../shared/stores/preferences';

const PHILIPPINES = { iso: 'PH', dialingCode: '63' };
/**
 * English on this site is the Philippines' English: its players are Filipinos, so it dials +63 as
 * Tagalog does, whatever flag the language picker shows for it.
 */
const DIALING_COUNTRY: Partial<Record<Language, string>> = { EN: PHILIPPINES.iso };

/** The language's country when the site serves it, else the Philippines (R-AUTH-05). */
export function defaultDialingCode(countries: readonly Country[], language: Language): string {
  const country = DIALING_COUNTRY[language] ?? LANGUAGE_COUNTRY[language];
  const own = countries.find((c) => c.iso === country);
  const home = countries.find((c) => c.iso === PHILIPPINES.iso);
  return (own ?? home)?.dialingCode ?? PHILIPPINES.dialingCode;
}

/** The dialling code beside a mobile number: the player's choice, else the default for the language. */
export function useDialingCode(enabled: boolean, initial = '') {
  const { data: countries = [] } = useCountries(enabled);
  const language = usePreferences((s) => s.language);
  // A remembered or carried-over code comes first (R-AUTH-27).
  const [chosen, setChosen] = useState<string | null>(initial || null);
  return {
    countries,
    dialingCode: chosen ?? defaultDialingCode(countries, language),
    setDialingCode: setChosen,
  };
}
