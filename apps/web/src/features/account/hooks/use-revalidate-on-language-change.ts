import { TIMING } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { usePreferences } from '../../../shared/stores/preferences';

/**
 * Runs `revalidate` 200 ms after the language changes (debounced), so the filled fields' messages
 * are worked out again and shown in the new language (R-AUTH-25).
 */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const language = usePreferences((s) => s.language);
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    const timer = setTimeout(() => latest.current(), TIMING.languageRevalidateDebounceMs);
    return () => clearTimeout(timer);
  }, [language]);
}
