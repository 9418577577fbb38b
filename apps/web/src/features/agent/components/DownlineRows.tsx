import type { Downline, MemberPnl } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatAmount, formatMoney } from '../../../shared/lib/money';
import * as styles from '../agent.module.css';

/** A downline: account, level, type, registration date and balance (R-AGENT-08). */
export function DownlineRow({ member }: { member: Downline }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="downline-row">
      <div className={styles.rowMain}>
        <strong>{member.account}</strong>
        <span>{formatMoney(member.balance)}</span>
      </div>
      <div className={styles.rowMeta}>
        <span>{t(member.depth === 1 ? 'agent_direct' : 'agent_level', { level: member.depth })}</span>
        <span>{t(member.type === 0 ? 'agent_type_player' : 'agent_type_agent')}</span>
        <span>{formatDate(member.registeredAt)}</span>
      </div>
    </li>
  );
}

/** Green for a gain, red for a loss, plain for nothing. */
const toneOf = (amount: number) => (amount > 0 ? styles.gain : amount < 0 ? styles.loss : undefined);

/** A tree member's profit and loss for the period, with what it comes from (R-AGENT-10). */
export function PnlRow({ row }: { row: MemberPnl }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="pnl-row">
      <div className={styles.rowMain}>
        <strong>{row.account}</strong>
        <span className={toneOf(row.profitLoss)} data-testid="pnl-value">
          {formatMoney(row.profitLoss)}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <span>{t('agent_row_bets', { amount: formatAmount(row.bets) })}</span>
        <span>{t('agent_row_deposits', { amount: formatAmount(row.deposits) })}</span>
      </div>
    </li>
  );
}
