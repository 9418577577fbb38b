import { isAgentType } from '@app/contracts';
import { useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import * as styles from './agent.module.css';
import { useQuotas } from './api/get-quotas';
import { useRebateSettings } from './api/get-rebates';
import { DownlineRebates } from './components/DownlineRebates';
import { NotAgentCard } from './components/NotAgentCard';
import { RebateOverview } from './components/RebateOverview';

/**
 * /m/member/agent/rebates: the agent's own rebate per category and quotas, and changing a direct
 * downline's rebates within the allowed range (R-AGENT-12, AGEDOWNMAN3).
 */
export default function RebatesScreen() {
  const isAgent = isAgentType(useSession((s) => s.session)?.type);
  const settings = useRebateSettings(isAgent);
  const quotas = useQuotas(isAgent);
  if (!isAgent) return <NotAgentCard />;
  return (
    <div className={styles.screen} data-testid="agent-rebates">
      <QueryState query={settings}>
        {(own) => (
          <QueryState query={quotas}>{(left) => <RebateOverview settings={own} quotas={left} />}</QueryState>
        )}
      </QueryState>
      <DownlineRebates />
    </div>
  );
}
