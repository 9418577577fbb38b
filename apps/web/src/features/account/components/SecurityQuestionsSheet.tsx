import { checkField } from '@app/contracts';
import { messageKeyOf, useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from '../account.module.css';
import { saveSecurityAnswers } from '../api/save-security-answers';
import { useMemberForm } from '../hooks/use-member-form';
import { useQuestionTexts } from '../hooks/use-question-texts';
import { checkSecondQuestion, checkSecurityAnswer } from '../lib/member-checks';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

type Field = 'question0' | 'answer0' | 'question1' | 'answer1' | 'password';

/**
 * Two security questions and their answers (R-AUTH-52); replacing answers already set asks for the
 * login password (S-14).
 */
export function SecurityQuestionsSheet({ isSet, onClose }: { isSet: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { list } = useQuestionTexts();
  const fields: Field[] = [
    'question0',
    'answer0',
    'question1',
    'answer1',
    ...(isSet ? (['password'] as const) : []),
  ];
  const { form, busy, submit } = useMemberForm<Field>({
    fields,
    initialValues: { question0: '', answer0: '', question1: '', answer1: '', password: '' },
    check: (field, v) => {
      if (field === 'question0') return v.question0 ? null : { key: 'val_required' };
      if (field === 'question1') return checkSecondQuestion(v.question0, v.question1);
      if (field === 'password') return checkField('loginPassword', v.password);
      return checkSecurityAnswer(v[field]);
    },
    save: (v) =>
      saveSecurityAnswers({
        answers: [
          { questionId: Number(v.question0), answer: v.answer0.trim() },
          { questionId: Number(v.question1), answer: v.answer1.trim() },
        ],
        ...(isSet ? { password: v.password } : {}),
      }),
    onSaved: onClose,
    fallbackField: 'answer0',
  });
  const select = (field: 'question0' | 'question1', label: string) => {
    const message = form.messages[field];
    return (
      <label className={message ? 'form-field invalid' : 'form-field'} data-testid={`field-${field}`}>
        <span className="form-label-row">
          <span className="form-label">{label}</span>
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </span>
        <select
          className="form-select"
          value={form.values[field]}
          onChange={(e) => form.setValue(field, e.target.value)}
          data-testid={`select-${field}`}
        >
          <option value="">{t('member_question_choose')}</option>
          {list.map((q) => (
            <option key={q.id} value={String(q.id)}>
              {q.question}
            </option>
          ))}
        </select>
        {message && <span className="form-message">{t(messageKeyOf(message.key), { field: label })}</span>}
      </label>
    );
  };
  return (
    <Sheet
      title={t(isSet ? 'member_questions_change' : 'member_questions_set')}
      onClose={onClose}
      testId="questions-sheet"
    >
      <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="questions-form">
        {select('question0', t('member_question_n', { number: 1 }))}
        <TextField
          field={form.bind('answer0')}
          label={t('field_answer_n', { number: 1 })}
          maxLength={64}
          autoComplete="off"
          required
        />
        {select('question1', t('member_question_n', { number: 2 }))}
        <TextField
          field={form.bind('answer1')}
          label={t('field_answer_n', { number: 2 })}
          maxLength={64}
          autoComplete="off"
          required
        />
        {isSet && (
          <TextField
            field={form.bind('password')}
            label={t('field_password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            hint={t('member_password_to_confirm')}
            required
          />
        )}
        <SubmitButton busy={busy} testId="questions-save">
          {t('member_save')}
        </SubmitButton>
      </form>
    </Sheet>
  );
}
