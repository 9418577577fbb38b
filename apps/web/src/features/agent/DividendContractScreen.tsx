import { isAgentType } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { DividendOfferForm } from './components/DividendOfferForm';
import { DividendsCard } from './components/DividendsCard';
import { DividendTermsCard } from './components/DividendTermsCard';
import { useAgentModules } from './hooks/use-agent-modules';
import { useContractsOn } from './hooks/use-contracts-on';
import './agent.css';
import './contracts.css';

/**
 * /m/member/agent/getDevidendContract (R-NAV-27, spelling kept): the dividend terms with the
 * member's upline with Accept and Reject (R-AGENT-06), this week's and past weeks' dividends, and,
 * for the agent, a due week paid after a confirmation (R-AGENT-11); an agent with agent info and
 * downline management on offers terms here. All while `AGENTPOLICY3` is on.
 */
export default function DividendContractScreen() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const contractsOn = useContractsOn();
  const moduleOn = useAgentModules();
  if (roleOf(session) === 'trial') return <RealAccountOnly />;
  if (contractsOn === undefined) return <CardsSkeleton page cards={3} />;
  if (!contractsOn)
    return (
      <div className="agent-screen" data-testid="contracts-off">
        <section className="agent-card">
          <p className="agent-note">{t('contracts_off')}</p>
          <Link to="/member/home" className="btn btn-primary btn-block">
            {t('title_member_home')}
          </Link>
        </section>
      </div>
    );
  return (
    <div className="agent-screen" data-testid="dividend-contract">
      <DividendTermsCard />
      <DividendsCard />
      {isAgentType(session?.type) && moduleOn('AGEINFO3') === true && moduleOn('AGEDOWNMAN3') === true && (
        <DividendOfferForm />
      )}
    </div>
  );
}
