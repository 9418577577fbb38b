import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';
import { type ApplyField, useAgentApply } from '../hooks/use-agent-apply';

const NOTE_MAX = 500;

/** Contact name, mobile (+63 first) and a note: the application of R-AGENT-01. */
export function AgentApplyForm() {
  const { t } = useTranslation();
  const form = useAgentApply();
  const messageOf = (field: ApplyField) =>
    form.problem?.field === field ? (
      <p className={styles.message} id={`agent-${field}-message`} role="alert">
        {t(form.problem.key)}
      </p>
    ) : null;
  const described = (field: ApplyField) =>
    form.problem?.field === field ? `agent-${field}-message` : undefined;
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={form.submit}
      noValidate
      data-testid="agent-form"
    >
      <h2 className={styles.heading}>{t('agent_form_title')}</h2>
      <label className={styles.label} htmlFor="agent-contactName">
        {t('agent_contact_name')}
      </label>
      <div className="field">
        <input
          id="agent-contactName"
          value={form.values.contactName}
          maxLength={50}
          autoComplete="name"
          aria-invalid={form.problem?.field === 'contactName'}
          aria-describedby={described('contactName')}
          onChange={(event) => form.edit('contactName', event.target.value)}
          data-testid="agent-contact-name"
        />
      </div>
      {messageOf('contactName')}
      <label className={styles.label} htmlFor="agent-contactMobile">
        {t('agent_contact_mobile')}
      </label>
      <div className="field">
        <input
          id="agent-contactMobile"
          type="tel"
          inputMode="tel"
          value={form.values.contactMobile}
          maxLength={20}
          autoComplete="tel"
          aria-invalid={form.problem?.field === 'contactMobile'}
          aria-describedby={described('contactMobile')}
          onChange={(event) => form.edit('contactMobile', event.target.value)}
          data-testid="agent-contact-mobile"
        />
      </div>
      {messageOf('contactMobile')}
      <label className={styles.label} htmlFor="agent-note">
        {t('agent_note')}
      </label>
      <textarea
        id="agent-note"
        className={styles.textarea}
        rows={4}
        maxLength={NOTE_MAX}
        value={form.values.note}
        placeholder={t('agent_note_placeholder')}
        onChange={(event) => form.edit('note', event.target.value)}
        data-testid="agent-note"
      />
      {messageOf('note')}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={form.busy}
        aria-busy={form.busy}
        data-testid="agent-submit"
      >
        {t('agent_submit')}
      </button>
    </form>
  );
}
