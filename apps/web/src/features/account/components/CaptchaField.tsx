import { LIMITS } from '@app/contracts';
import '../../../styles/tokens/account.css';
import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import type { Captcha } from '../hooks/use-captcha';
import type { BoundField } from '../hooks/use-form-fields';
import { TextField } from './TextField';

interface Props {
  field: BoundField;
  captcha: Captcha;
  /** Fetches a new image and empties the input (R-AUTH-03, R-REG-06). */
  onRefresh(): void;
  required?: boolean;
}

/** Digits only, at most 6 (R-VAL-03, R-VAL-25), beside the image that is tapped for a new one. */
export function CaptchaField({ field, captcha, onRefresh, required = true }: Props) {
  const { t } = useTranslation();
  let picture = <span className="spinner spinner-small" role="status" aria-label={t('loading')} />;
  if (captcha.failed) picture = <span className={styles.captchaFailed}>{t('loading_failed_retry')}</span>;
  else if (captcha.image && !captcha.loading) {
    picture = <img src={captcha.image} alt={t('captcha_image')} onError={captcha.onImageError} />;
  }
  return (
    <TextField
      field={field}
      label={t('field_captcha')}
      inputMode="numeric"
      digitsOnly
      maxLength={LIMITS.captchaMaxLength}
      autoComplete="one-time-code"
      placeholder={t('captcha_hint')}
      required={required}
      addon={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          aria-label={t('captcha_refresh')}
          data-testid="captcha-image"
        >
          {picture}
        </button>
      }
    />
  );
}
