import { useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';
import * as styles from '../account.module.css';
import type { RetryWait } from '../hooks/use-retry-wait';

/**
 * Why the login suddenly asks for a captcha: failed attempts on this account or device, or, while
 * the server's delay runs, the seconds left (S-04, S-05). The countdown ticks on screen only; a
 * screen reader hears the wait once.
 */
export function CaptchaReason({ wait }: { wait: RetryWait }) {
  const { t } = useTranslation();
  const waiting = wait.seconds > 0;
  return (
    <div className={styles.captchaReason} data-testid="captcha-reason">
      <Icon name="shield" size={18} />
      <p role="status" className={waiting ? 'visually-hidden' : undefined}>
        {waiting ? t('captcha_reason_wait', { seconds: wait.given }) : t('captcha_reason_failures')}
      </p>
      {waiting && <p aria-hidden="true">{t('captcha_reason_wait', { seconds: wait.seconds })}</p>}
    </div>
  );
}
