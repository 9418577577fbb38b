import { isAgentType } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { DailySalaryCard } from './components/DailySalaryCard';
import { SalaryContractHistory } from './components/SalaryContractHistory';
import { SalaryOfferCard } from './components/SalaryOfferCard';
import { SalaryOfferForm } from './components/SalaryOfferForm';
import { useAgentModules } from './hooks/use-agent-modules';
import { useContractsOn } from './hooks/use-contracts-on';
import './agent.css';
import './contracts.css';

/**
 * /m/member/agent/getSalaryContract (R-NAV-27): the daily-salary offer waiting for the member with
 * Accept and Reject, today's and past salaries, and earlier contracts (R-AGENT-05, R-AGENT-09); an
 * agent with agent info and downline management on also offers terms to a direct downline here. All while `AGENTPOLICY3` is on.
 */
export default function SalaryContractScreen() {
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
    <div className="agent-screen" data-testid="salary-contract">
      <SalaryOfferCard />
      <DailySalaryCard />
      {isAgentType(session?.type) && moduleOn('AGEINFO3') === true && moduleOn('AGEDOWNMAN3') === true && (
        <SalaryOfferForm />
      )}
      <SalaryContractHistory />
    </div>
  );
}
