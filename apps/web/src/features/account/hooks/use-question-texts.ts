import { usePreferences } from '../../../shared/stores/preferences';
import { useSecurityQuestions } from '../api/list-security-questions';

/** The questions in the site's language, and a way to name one by its id. */
export function useQuestionTexts() {
  const language = usePreferences((s) => s.language);
  const questions = useSecurityQuestions(language);
  const list = questions.data ?? [];
  return {
    list,
    loading: questions.isPending,
    textOf: (id: number) => list.find((q) => q.id === id)?.question ?? '',
  };
}
