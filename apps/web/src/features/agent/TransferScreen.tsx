import { isAgentType } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/stores/session';
import * as styles from './agent.module.css';
import { useSubordinates } from './api/get-team';
import { useTeamAgents } from './api/get-team-agents';
import { NotAgentCard } from './components/NotAgentCard';
import { TeamListFrame } from './components/TeamListFrame';
import { TransferBar } from './components/TransferBar';
import { TransferRow } from './components/TransferRow';
import { useTeamList } from './hooks/use-team-list';
import { useTransfer } from './hooks/use-transfer';

/**
 * /m/member/agent/transfer: choose downlines from the team list, pick the agent of the team they go
 * under, confirm, and they move with everyone below them, all or none (R-AGENT-14, AGEDOWNMAN3).
 */
export default function TransferScreen() {
  const { t } = useTranslation();
  const isAgent = isAgentType(useSession((s) => s.session)?.type);
  const list = useTeamList();
  const members = useSubordinates(list.request, isAgent);
  const agents = useTeamAgents(isAgent);
  const transfer = useTransfer();
  if (!isAgent) return <NotAgentCard />;
  return (
    <div className={styles.screen} data-testid="agent-transfer">
      <TransferBar transfer={transfer} agents={agents.data ?? []} />
      <section className={styles.card} aria-labelledby="transfer-pick">
        <p className={styles.note} id="transfer-pick">
          {t('transfer_pick')}
        </p>
        <TeamListFrame list={list} query={members} testId="transfer-list">
          {(rows) =>
            rows.map((member) => (
              <TransferRow
                key={member.id}
                member={member}
                checked={transfer.chosen.has(member.id)}
                onToggle={() => transfer.toggle(member.id, member.account)}
              />
            ))
          }
        </TeamListFrame>
      </section>
    </div>
  );
}
