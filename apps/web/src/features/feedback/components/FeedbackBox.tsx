import { LIMITS } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CountedTextarea } from '../../../shared/ui/CountedTextarea';
import * as styles from '../feedback.module.css';
import { useFeedbackForm } from '../hooks/use-feedback-form';

/**
 * The home's feedback box (R-HOME-14, R-HOME-40): the /m/feedback form without topics and images,
 * under the same rules (R-HELP-09); a guest gets a button to /m/login instead.
 */
export function FeedbackBox() {
  const { t } = useTranslation();
  const form = useFeedbackForm();
  return (
    <section className="card-section" data-testid="home-feedback">
      <h2 className="section-title">{t('fb_heading')}</h2>
      <p className={styles.intro}>{t('fb_intro')}</p>
      {form.loggedIn ? (
        <form onSubmit={form.submit} noValidate className={styles.boxForm}>
          <CountedTextarea
            className={styles.boxTextarea}
            rows={3}
            value={form.content}
            length={form.length}
            limit={LIMITS.feedbackMaxLength}
            label={t('fb_content_label')}
            placeholder={t('fb_content_placeholder')}
            onChange={form.edit}
            warnNearLimit={false}
            testId="home-feedback-content"
            counterTestId="home-feedback-counter"
          />
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={form.busy || !form.canSend}
            aria-busy={form.busy}
            data-testid="home-feedback-submit"
          >
            {t('fb_submit')}
          </button>
        </form>
      ) : (
        <Link to="/login" className="btn btn-primary btn-block" data-testid="home-feedback-login">
          {t('home_feedback_login')}
        </Link>
      )}
    </section>
  );
}
