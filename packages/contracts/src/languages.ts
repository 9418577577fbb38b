/** The languages of the site (R-SYS-14); EN is the default and the fallback (R-SYS-19). */
export const LANGUAGES = ['EN', 'PT', 'TY', 'CN', 'VI', 'TH', 'JA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Codes the server accepts in a `language`/`lang` parameter (R-API-11). */
export const ACCEPTED_LANGUAGE_CODES = [...LANGUAGES, 'PT-BR'] as const;

/** Language → country, for the flag beside each language (R-SYS-15, R-SYS-16). */
export const LANGUAGE_COUNTRY: Record<Language | 'PT-BR', string> = {
  EN: 'US',
  PT: 'BR',
  'PT-BR': 'BR',
  TY: 'PH',
  CN: 'CN',
  VI: 'VN',
  TH: 'TH',
  JA: 'JP',
};

/** Each language's own name, shown in the selector. */
export const LANGUAGE_NATIVE_NAME: Record<Language, string> = {
  EN: 'English',
  PT: 'Português',
  TY: 'Tagalog',
  CN: '中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  JA: '日本語',
};

/** BCP 47 tag per language, for <html lang> and Intl formatting. */
export const LANGUAGE_TAG: Record<Language, string> = {
  EN: 'en',
  PT: 'pt-BR',
  TY: 'fil',
  CN: 'zh-CN',
  VI: 'vi',
  TH: 'th',
  JA: 'ja',
};

const SOCIAL_LOCALE: Partial<Record<Language, string>> = {
  EN: 'en_US',
  TY: 'tl_PH',
  CN: 'zh_CN',
  VI: 'vi_VN',
  TH: 'th_TH',
};

/** Locale for social embeds (R-SYS-17); any language without its own uses en_US. */
export function socialLocale(language: string): string {
  return SOCIAL_LOCALE[language as Language] ?? 'en_US';
}

/** Resolves a client-sent language code to a supported language, EN otherwise (R-API-11). */
export function resolveLanguage(code: string | undefined | null): Language {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === 'PT-BR') return 'PT';
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A flag emoji from an ISO 3166 alpha-2 code: two regional indicator symbols. */
export function flagEmoji(iso: string): string {
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}
