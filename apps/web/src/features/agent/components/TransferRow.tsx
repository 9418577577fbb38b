import type { Downline } from '@app/contracts';
import { useTranslation } from '../../../i18n';

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
    <li className="agent-row" data-testid="transfer-row">
      <label className="agent-check">
        <input type="checkbox" checked={checked} onChange={onToggle} data-testid="transfer-check" />
        <span className="agent-row-main">
          <strong>{member.account}</strong>
          <span className="agent-row-meta">
            {t(member.depth === 1 ? 'agent_direct' : 'agent_level', { level: member.depth })}
            {' · '}
            {t(member.type === 0 ? 'agent_type_player' : 'agent_type_agent')}
          </span>
        </span>
      </label>
    </li>
  );
}
