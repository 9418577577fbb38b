import type { Downline } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';

/** A tree member with a box to choose it for a move. */
export function TransferRow({
  member,
  checked,
  onToggle,
}: {
  member: Downline;
  checked: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="transfer-row">
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={onToggle} data-testid="transfer-check" />
        <span className={styles.rowMain}>
          <strong>{member.account}</strong>
          <span className={styles.rowMeta}>
            {t(member.depth === 1 ? 'agent_direct' : 'agent_level', { level: member.depth })}
            {' · '}
            {t(member.type === 0 ? 'agent_type_player' : 'agent_type_agent')}
          </span>
        </span>
      </label>
    </li>
  );
}
