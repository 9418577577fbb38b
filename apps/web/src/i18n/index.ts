import { DEFAULT_LANGUAGE, LANGUAGE_TAG, type Language } from '@app/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import EN from './EN.json';

type Messages = Record<string, string>;

// i18next canonicalises codes to lower case, so its resources are keyed that way.
const i18nCode = (language: Language) => language.toLowerCase();

// EN ships in the first load as the fallback (R-SYS-19); every other language is its own chunk.
const loaders: Record<Exclude<Language, 'EN'>, () => Promise<{ default: Messages }>> = {
  PT: () => import('./PT.json'),
  TY: () => import('./TY.json'),
  CN: () => import('./CN.json'),
  VI: () => import('./VI.json'),
  TH: () => import('./TH.json'),
  JA: () => import('./JA.json'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'EN' || i18next.hasResourceBundle(i18nCode(language), 'translation')) return;
  const messages = await loaders[language]();
  i18next.addResourceBundle(i18nCode(language), 'translation', messages.default);
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: i18nCode(DEFAULT_LANGUAGE),
    fallbackLng: i18nCode(DEFAULT_LANGUAGE),
    resources: { [i18nCode(DEFAULT_LANGUAGE)]: { translation: EN } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(i18nCode(language));
  document.documentElement.lang = LANGUAGE_TAG[language];
}
