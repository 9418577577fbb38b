import { type AgentModuleId, isAgentType } from '@app/contracts';
import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../../i18n';
import { useHasScreen } from '../../../shared/lib/screens';
import { Icon } from '../../../shared/ui/Icon';
import { useAgentModules } from '../hooks/use-agent-modules';

/** The agent sections of the member centre, each behind its module (R-AGENT-15, R-SYS-30). */
const SECTIONS = [
  { to: '/member/agent/team', labelKey: 'agent_section_team', module: 'AGEINFO3' },
  { to: '/member/agent/team?tab=downlines', labelKey: 'agent_section_downlines', module: 'AGEDOWNMAN3' },
  { to: '/member/agent/affiliateUrls', labelKey: 'agent_section_affiliate_urls', module: 'AGEDOWNMAN3' },
  { to: '/member/agent/rebates', labelKey: 'agent_section_rebates', module: 'AGEDOWNMAN3' },
  { to: '/member/agent/transfer', labelKey: 'agent_section_transfer', module: 'AGEDOWNMAN3' },
  { to: '/member/agent/team?tab=pnl', labelKey: 'agent_section_pnl', module: 'PERSPNL3' },
  { to: '/member/agent/getSalaryContract', labelKey: 'title_salary_contract', module: 'AGEINFO3' },
  { to: '/member/agent/getDevidendContract', labelKey: 'title_dividend_contract', module: 'AGEINFO3' },
  { to: '/member/agent/getHourContract', labelKey: 'title_hour_contract', module: 'AGEINFO3' },
  { to: '/notice', labelKey: 'agent_section_announcements', module: 'AGEANNOUNCE3' },
  { to: '/transactionRecord', labelKey: 'agent_section_transactions', module: 'MEMTRANS3' },
] as const satisfies readonly { to: string; labelKey: MessageKey; module: AgentModuleId }[];

/**
 * For an agent (R-ROLE-01: types 1, 2, 40 to 42), the sections whose module is on; nothing for
 * anyone else. Screens not built yet are left out, so there is never a dead link.
 */
export function AgentSections({ memberType }: { memberType: number }) {
  const { t } = useTranslation();
  const hasScreen = useHasScreen();
  const moduleOn = useAgentModules();
  if (!isAgentType(memberType)) return null;
  const entries = SECTIONS.filter(
    (entry) => moduleOn(entry.module) === true && hasScreen(entry.to.split('?')[0] ?? ''),
  );
  if (entries.length === 0) return null;
  return (
    <nav className="card-section" aria-label={t('agent_sections')} data-testid="agent-sections">
      <h2 className="section-title">{t('agent_sections')}</h2>
      <ul className="link-list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="link-row" data-testid={`agent-section-${entry.labelKey}`}>
              <span>{t(entry.labelKey)}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
