import type { AffiliateUrl } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../shared/stores/notices';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import * as styles from '../agent.module.css';
import { formatPercent } from '../lib/rebates';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify('invite_link_copied', { tone: 'success' });
  } catch {
    notify('invite_copy_failed', { tone: 'error' });
  }
}

/** The agent's URLs with code, rebate and registrations; Copy, and Delete after a confirmation. */
export function AffiliateUrlRows({
  urls,
  removing,
  onRemove,
}: {
  urls: AffiliateUrl[];
  removing: boolean;
  onRemove(id: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<AffiliateUrl | null>(null);
  if (urls.length === 0)
    return (
      <p className={styles.empty} data-testid="affiliate-empty">
        {t('affiliate_empty')}
      </p>
    );
  return (
    <>
      <ul className={styles.rows}>
        {urls.map((url) => (
          <li key={url.id} className={styles.row} data-testid="affiliate-row">
            <div className={styles.rowMain}>
              <strong>{url.code}</strong>
              <span data-testid="affiliate-registrations">
                {t('affiliate_registrations', { count: url.registrations })}
              </span>
            </div>
            <span className={styles.inviteLink}>{url.url}</span>
            <div className={styles.rowMeta}>
              <span>{t('affiliate_row_rebate', { rebate: formatPercent(url.rebate) })}</span>
              <span>{url.domain}</span>
            </div>
            <div className={styles.rowActions}>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => void copy(url.url)}
                data-testid="affiliate-copy"
              >
                {t('invite_copy')}
              </button>
              <button
                type="button"
                className={`btn btn-ghost btn-small ${styles.danger}`}
                onClick={() => setAsking(url)}
                data-testid="affiliate-delete"
              >
                {t('affiliate_delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          testId="affiliate-delete-confirm"
          message={t('affiliate_delete_confirm', { code: asking.code })}
          cancelLabel={t('affiliate_keep')}
          confirmLabel={t('affiliate_delete')}
          busy={removing}
          onCancel={() => setAsking(null)}
          onConfirm={() => void onRemove(asking.id).finally(() => setAsking(null))}
        />
      )}
    </>
  );
}
