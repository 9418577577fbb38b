import type { Language } from '@app/contracts';
import { changeLanguage as applyLanguage } from '../../../i18n';
import { usePreferences } from '../../../shared/stores/preferences';

export function useChangeLanguage() {
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  return {
    language,
    async changeLanguage(next: Language) {
      await applyLanguage(next);
      setLanguage(next);
    },
  };
}
