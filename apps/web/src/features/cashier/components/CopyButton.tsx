import { useTranslation } from '../../../i18n';
import { notify } from '../../../shared/stores/notices';
import * as styles from '../cashier.module.css';

/** Copies one detail of the receiving account, so nothing is mistyped into the banking app. */
export function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('cashier_copied', { tone: 'success' });
    } catch {
      notify('cashier_copy_failed', { tone: 'error' });
    }
  };
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-small ${styles.cashierCopy}`}
      onClick={() => void copy()}
      data-testid={testId}
    >
      {t('cashier_copy')}
    </button>
  );
}
