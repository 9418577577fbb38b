import { LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { CountedTextarea } from '../../../shared/ui/CountedTextarea';
import { ImagePicker } from '../../../shared/ui/ImagePicker';
import * as activityStyles from '../activity.module.css';
import { useActivityApply } from '../hooks/use-activity-apply';

/** The application of R-PROMO-03: an optional comment (140 at most) and up to three images. */
export function ActivityApplyForm({ activityId, onDone }: { activityId: string; onDone(): void }) {
  const { t } = useTranslation();
  const form = useActivityApply(activityId, onDone);
  return (
    <form className={activityStyles.form} onSubmit={form.submit} noValidate data-testid="activity-form">
      <h3>{t('activity_form_title')}</h3>
      <label className={activityStyles.label} htmlFor="activity-comment">
        {t('activity_comment_label')}
      </label>
      <CountedTextarea
        id="activity-comment"
        className={activityStyles.textarea}
        rows={4}
        value={form.comment}
        length={form.length}
        limit={LIMITS.activityCommentMaxLength}
        placeholder={t('activity_comment_placeholder')}
        onChange={form.edit}
        testId="activity-comment"
        counterTestId="activity-counter"
      />
      <span className={activityStyles.label}>{t('activity_images_label')}</span>
      <ImagePicker
        images={form.images.images}
        onAdd={form.images.add}
        onRemove={form.images.remove}
        testIdPrefix="activity"
      />
      <p className={activityStyles.hint}>{t('activity_images_hint')}</p>
      <div className={activityStyles.formActions}>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={form.busy}>
          {t('activity_cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={form.busy}
          aria-busy={form.busy}
          data-testid="activity-submit"
        >
          {form.busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
          {t('activity_submit')}
        </button>
      </div>
    </form>
  );
}
