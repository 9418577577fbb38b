import { useTranslation } from '../../i18n';
import * as styles from './retry-block.module.css';

/** A failed load: what happened (offline says so) and a Retry that asks again. */
export function RetryBlock({ onRetry, testId = 'query-retry' }: { onRetry(): void; testId?: string }) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <button type="button" className={styles.retry} onClick={onRetry} data-testid={testId}>
      {t(offline ? 'offline_retry' : 'loading_failed_retry')}
    </button>
  );
}
