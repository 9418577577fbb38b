import { DEFAULT_LANGUAGE, isLanguage, type Language, STORAGE_KEYS, type Theme } from '@app/contracts';
import { create } from 'zustand';
import { storage } from '../lib/storage';

export type { Theme };

/** Any stored value other than "light" means dark (R-SYS-12). */
export function readTheme(): Theme {
  return storage.get(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

/** The stored language, else EN (R-SYS-18). */
export function readLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

interface PreferencesState {
  theme: Theme;
  language: Language;
  setTheme(theme: Theme): void;
  setLanguage(language: Language): void;
}

export const usePreferences = create<PreferencesState>((set) => ({
  theme: readTheme(),
  language: readLanguage(),
  setTheme(theme) {
    storage.set(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  setLanguage(language) {
    storage.set(STORAGE_KEYS.language, language);
    set({ language });
  },
}));
