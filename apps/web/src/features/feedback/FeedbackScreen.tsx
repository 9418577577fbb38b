import { LIMITS } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { CountedTextarea } from '../../shared/ui/CountedTextarea';
import { ImagePicker } from '../../shared/ui/ImagePicker';
import { TopicChips } from './components/TopicChips';
import * as styles from './feedback.module.css';
import { useFeedbackForm } from './hooks/use-feedback-form';

/** /m/feedback (R-NAV-11, R-HELP-09 … R-HELP-12): anyone may open it; sending needs a session. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const form = useFeedbackForm();
  return (
    <div className={styles.feedback} data-testid="feedback-screen">
      <form className={styles.card} onSubmit={form.submit} noValidate data-testid="feedback-form">
        <h2 className={styles.heading}>{t('fb_heading')}</h2>
        <p className={styles.intro}>{t('fb_intro')}</p>

        <TopicChips value={form.type} onChange={form.setType} />

        <label className={styles.label} htmlFor="feedback-content">
          {t('fb_content_label')}
        </label>
        <CountedTextarea
          id="feedback-content"
          className={styles.textarea}
          rows={5}
          value={form.content}
          length={form.length}
          limit={LIMITS.feedbackMaxLength}
          placeholder={t('fb_content_placeholder')}
          onChange={form.edit}
          testId="feedback-content"
          counterTestId="feedback-counter"
        />

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
