import type { Downline } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import * as styles from '../agent.module.css';
import type { useTransfer } from '../hooks/use-transfer';

/** The target agent, how many are chosen, and Move after a confirmation (R-AGENT-14). */
export function TransferBar({
  transfer,
  agents,
}: {
  transfer: ReturnType<typeof useTransfer>;
  agents: Downline[];
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const target = agents.find((agent) => agent.id === transfer.targetId);
  return (
    <section className={styles.card} data-testid="transfer-bar">
      <label className={styles.field}>
        <span className={styles.label}>{t('transfer_target')}</span>
        <select
          value={transfer.targetId ?? ''}
          onChange={(event) => transfer.setTargetId(event.target.value || null)}
          data-testid="transfer-target"
        >
          <option value="">{t('transfer_me')}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.account}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.note} data-testid="transfer-selected">
        {t('transfer_selected', { count: transfer.chosen.size })}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={transfer.chosen.size === 0 || transfer.busy}
        onClick={() => setAsking(true)}
        data-testid="transfer-move"
      >
        {t('transfer_move')}
      </button>
      {asking && (
        <ConfirmDialog
          testId="transfer-confirm"
          message={t('transfer_confirm', {
            count: transfer.chosen.size,
            target: target?.account ?? t('transfer_you'),
          })}
          cancelLabel={t('transfer_cancel')}
          confirmLabel={t('transfer_move')}
          busy={transfer.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void transfer.move().finally(() => setAsking(false))}
        />
      )}
    </section>
  );
}
