import { flagEmoji, LANGUAGE_COUNTRY, LANGUAGES, type Language } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import * as styles from './language-selector.module.css';

/** Every language with its flag (R-SYS-15); the choice is remembered (R-SYS-18). */
/** Where the selector sits: a round button in the header, a full-width row in the side menu. */
const VARIANTS = { header: styles.header, menu: styles.menu };

export function LanguageSelector({ variant }: { variant: 'header' | 'menu' }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const choose = (next: Language) => {
    setOpen(false);
    void changeLanguage(next);
  };
  return (
    <div className={`${styles.selector} ${VARIANTS[variant]}`}>
      <button
        type="button"
        className={styles.current}
        aria-expanded={open}
        aria-label={t('header_language')}
        onClick={() => setOpen((o) => !o)}
        data-testid={`language-${variant}`}
      >
        <span className="flag">{flagEmoji(LANGUAGE_COUNTRY[language])}</span>
        {variant === 'menu' && <span>{t(`lang_${language}`)}</span>}
      </button>
      {open && (
        <>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('menu_close')}
            onClick={() => setOpen(false)}
          />
          <ul className={styles.list} aria-label={t('header_language')}>
            {LANGUAGES.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={code === language}
                  onClick={() => choose(code)}
                  data-testid={`language-option-${code}`}
                >
                  <span className="flag">{flagEmoji(LANGUAGE_COUNTRY[code])}</span>
                  <span>{t(`lang_${code}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
