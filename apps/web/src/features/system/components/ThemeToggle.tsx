import { useTranslation } from '../../../i18n';
import { usePreferences } from '../../../shared/stores/preferences';
import { Icon } from '../../../shared/ui/Icon';
import * as styles from './theme-toggle.module.css';

/** Dark or light, applied at once to every screen (R-SYS-13) and remembered (R-SYS-12). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  return (
    <fieldset className={styles.toggle} aria-label={t('menu_theme')}>
      {(['dark', 'light'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={theme === option}
          onClick={() => setTheme(option)}
          data-testid={`theme-${option}`}
        >
          <Icon name={option === 'dark' ? 'moon' : 'sun'} size={18} />
          <span>{t(`theme_${option}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
