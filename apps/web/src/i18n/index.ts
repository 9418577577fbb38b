import { DEFAULT_LANGUAGE, LANGUAGE_TAG, type Language } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import EN_MESSAGES from './EN.json';

type Messages = Record<string, string>;
/** A key of EN.json, the reference language: a missing or misspelt key does not compile. */
export type MessageKey = keyof typeof EN_MESSAGES;
export type TranslateValues = Record<string, string | number | null | undefined>;
export type Translate = (key: MessageKey, values?: TranslateValues) => string;

const EN: Messages = EN_MESSAGES;

// EN ships in the first load as the fallback (R-SYS-19); every other language is its own chunk.
const loaders: Record<Exclude<Language, 'EN'>, () => Promise<{ default: Messages }>> = {
  PT: () => import('./PT.json'),
  TY: () => import('./TY.json'),
  CN: () => import('./CN.json'),
  VI: () => import('./VI.json'),
  TH: () => import('./TH.json'),
  JA: () => import('./JA.json'),
};

const bundles: Partial<Record<Language, Messages>> = { EN };
const listeners = new Set<() => void>();

function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function translatorFor(messages: Messages): Translate {
  return (key, values) => interpolate(messages[key] ?? EN[key] ?? key, values);
}

let current: { language: Language; t: Translate } = { language: DEFAULT_LANGUAGE, t: translatorFor(EN) };

/**
 * A key that arrives as data (a server's message key, a name from the contracts): itself when EN has
 * it, else the fallback, so an unknown key shows a real message rather than the key.
 */
export function messageKeyOf(key: string, fallback: MessageKey = 'err_unknown'): MessageKey {
  return Object.hasOwn(EN, key) ? (key as MessageKey) : fallback;
}

/** Translates in the current language, for code outside components. */
export const translate: Translate = (key, values) => current.t(key, values);

export async function initI18n(language: Language): Promise<void> {
  await changeLanguage(language);
}

/** Loads the language's chunk once, then switches every mounted component to it. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!bundles[language] && language !== 'EN') bundles[language] = (await loaders[language]()).default;
  current = { language, t: translatorFor(bundles[language] ?? EN) };
  // The server renders first screens too (entry-server.tsx), where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[language];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The current language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
