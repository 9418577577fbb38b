import { LIMITS } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { ImagePicker } from '../../shared/ui/ImagePicker';
import { TopicChips } from './components/TopicChips';
import * as styles from './feedback.module.css';
import { useFeedbackForm } from './hooks/use-feedback-form';

/** /m/feedback (R-NAV-11, R-HELP-09 … R-HELP-12): anyone may open it; sending needs a session. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const form = useFeedbackForm();
  const nearLimit = form.length > LIMITS.feedbackMaxLength - 10;
  return (
    <div className={styles.feedback} data-testid="feedback-screen">
      <form className={styles.card} onSubmit={form.submit} noValidate data-testid="feedback-form">
        <h2 className={styles.heading}>{t('fb_heading')}</h2>
        <p className={styles.intro}>{t('fb_intro')}</p>

        <TopicChips value={form.type} onChange={form.setType} />

        <label className={styles.label} htmlFor="feedback-content">
          {t('fb_content_label')}
        </label>
        <div className={styles.textareaWrap}>
          <textarea
            id="feedback-content"
            className={styles.textarea}
            rows={5}
            value={form.content}
            placeholder={t('fb_content_placeholder')}
            onChange={(event) => form.edit(event.target.value)}
            data-testid="feedback-content"
          />
          <span
            className={nearLimit ? `${styles.counter} ${styles.near}` : styles.counter}
            aria-live="polite"
            data-testid="feedback-counter"
          >
            {form.length}/{LIMITS.feedbackMaxLength}
          </span>
        </div>

        <span className={styles.label}>{t('fb_images_label')}</span>
        <ImagePicker
          images={form.images.images}
          onAdd={form.images.add}
          onRemove={form.images.remove}
          testIdPrefix="feedback"
        />
        <p className={styles.hint}>{t('fb_images_hint')}</p>

        <button
          type="submit"
          className={`btn btn-primary btn-block ${styles.submit}`}
          disabled={form.busy || (form.loggedIn && !form.canSend)}
          aria-busy={form.busy}
          data-testid="feedback-submit"
        >
          {form.busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
          {t('fb_submit')}
        </button>
      </form>
    </div>
  );
}
