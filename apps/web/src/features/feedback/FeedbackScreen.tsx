import { LIMITS } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { ImagePicker } from '../../shared/ui/ImagePicker';
import { TopicChips } from './components/TopicChips';
import { useFeedbackForm } from './hooks/use-feedback-form';
import './feedback.css';

/** /m/feedback (R-NAV-11, R-HELP-09 … R-HELP-12): anyone may open it; sending needs a session. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const form = useFeedbackForm();
  const nearLimit = form.length > LIMITS.feedbackMaxLength - 10;
  return (
    <div className="feedback" data-testid="feedback-screen">
      <form className="feedback-card" onSubmit={form.submit} noValidate data-testid="feedback-form">
        <h2 className="feedback-heading">{t('fb_heading')}</h2>
        <p className="feedback-intro">{t('fb_intro')}</p>

        <TopicChips value={form.type} onChange={form.setType} />

        <label className="feedback-label" htmlFor="feedback-content">
          {t('fb_content_label')}
        </label>
        <div className="feedback-textarea-wrap">
          <textarea
            id="feedback-content"
            className="feedback-textarea"
            rows={5}
            value={form.content}
            placeholder={t('fb_content_placeholder')}
            onChange={(event) => form.edit(event.target.value)}
            data-testid="feedback-content"
          />
          <span
            className={nearLimit ? 'feedback-counter near' : 'feedback-counter'}
            aria-live="polite"
            data-testid="feedback-counter"
          >
            {form.length}/{LIMITS.feedbackMaxLength}
          </span>
        </div>

        <span className="feedback-label">{t('fb_images_label')}</span>
        <ImagePicker
          images={form.images.images}
          onAdd={form.images.add}
          onRemove={form.images.remove}
          testIdPrefix="feedback"
        />
        <p className="feedback-hint">{t('fb_images_hint')}</p>

        <button
          type="submit"
          className="btn btn-primary btn-block feedback-submit"
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
