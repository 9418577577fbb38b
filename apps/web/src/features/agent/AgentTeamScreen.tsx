import { isAgentType } from '@app/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/stores/session';
import * as styles from './agent.module.css';
import { useMemberPnl, useSubordinates, useTeamKpis } from './api/get-team';
import { DownlineRow, PnlRow } from './components/DownlineRows';
import { PeriodTabs } from './components/PeriodTabs';
import { TeamKpis } from './components/TeamKpis';
import { TeamListFrame } from './components/TeamListFrame';
import { useAgentModules } from './hooks/use-agent-modules';
import { useTeamList } from './hooks/use-team-list';
import { type Period, rangeOf } from './lib/periods';

type Tab = 'downlines' | 'pnl';

/**
 * /m/member/agent/team: the team KPIs for a period (R-AGENT-07, AGEINFO3), the downlines with search
 * and pages (R-AGENT-08, AGEDOWNMAN3) and each member's profit and loss (R-AGENT-10, PERSPNL3); each
 * part only while its module is on (R-AGENT-15). A member who is not an agent is led to apply.
 */
export default function AgentTeamScreen() {
  const { t } = useTranslation();
  const isAgent = isAgentType(useSession((s) => s.session)?.type);
  const moduleOn = useAgentModules();
  const [period, setPeriod] = useState<Period>('week');
  const range = rangeOf(period);
  const showKpis = isAgent && moduleOn('AGEINFO3') === true;
  const tabs = (['downlines', 'pnl'] as const).filter((tab) =>
    moduleOn(tab === 'downlines' ? 'AGEDOWNMAN3' : 'PERSPNL3'),
  );
  const [params, setParams] = useSearchParams();
  const chosen: Tab = params.get('tab') === 'pnl' ? 'pnl' : 'downlines';
  const tab = tabs.includes(chosen) ? chosen : tabs[0];
  const setTab = (key: Tab) => setParams({ tab: key }, { replace: true });
  const downlines = useTeamList();
  const pnl = useTeamList();
  const kpis = useTeamKpis(range, showKpis);
  const subordinates = useSubordinates(downlines.request, isAgent && tab === 'downlines');
  const pnlPage = useMemberPnl(pnl.request, range, isAgent && tab === 'pnl');
  if (!isAgent)
    return (
      <div className={styles.screen} data-testid="agent-team-not-agent">
        <section className={styles.card}>
          <p className={styles.note}>{t('agent_only_agents')}</p>
          <Link to="/agentRegister" className="btn btn-primary btn-block">
            {t('title_agent_register')}
          </Link>
        </section>
      </div>
    );
  return (
    <div className={styles.screen} data-testid="agent-team">
      <PeriodTabs period={period} onChange={setPeriod} />
      {showKpis && <TeamKpis kpis={kpis} />}
      {tab && (
        <section className={styles.card}>
          <fieldset className={styles.tabs} aria-label={t('agent_sections')}>
            {tabs.map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={key === tab}
                className={key === tab ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => setTab(key)}
                data-testid={`agent-tab-${key}`}
              >
                {t(key === 'downlines' ? 'agent_tab_downlines' : 'agent_tab_pnl')}
              </button>
            ))}
          </fieldset>
          {tab === 'downlines' ? (
            <>
              <Link
                to="/member/agent/transfer"
                className="btn btn-ghost btn-small"
                data-testid="team-transfer"
              >
                {t('agent_section_transfer')}
              </Link>
              <TeamListFrame list={downlines} query={subordinates} testId="downlines">
                {(rows) => rows.map((member) => <DownlineRow key={member.id} member={member} />)}
              </TeamListFrame>
            </>
          ) : (
            <TeamListFrame list={pnl} query={pnlPage} testId="pnl">
              {(rows) => rows.map((row) => <PnlRow key={row.id} row={row} />)}
            </TeamListFrame>
          )}
        </section>
      )}
    </div>
  );
}
