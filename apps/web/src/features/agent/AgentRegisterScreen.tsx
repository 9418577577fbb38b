import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import * as styles from './agent.module.css';
import { useAgentApplication } from './api/get-agent-application';
import { AgentApplyForm } from './components/AgentApplyForm';
import { ApplicationStatus } from './components/ApplicationStatus';
import { GuestCard } from './components/GuestCard';
import { ProgrammeSteps } from './components/ProgrammeSteps';

const STEPS = ['agent_step_apply', 'agent_step_review', 'agent_step_team'] as const;

/**
 * /m/agentRegister (R-AGENT-01, R-NAV-26): the agent programme; a real member applies (contact
 * details and a note) and follows the application, an agent is led to the team page, a guest gets
 * Register, a trial account the real-account notice.
 */
export default function AgentRegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = roleOf(useSession((s) => s.session));
  const state = useAgentApplication(role === 'member');
  if (role === 'trial') return <RealAccountOnly />;
  return (
    <div className={styles.screen} data-testid="agent-register">
      <ProgrammeSteps
        titleKey="agent_title"
        introKey="agent_intro"
        stepKeys={STEPS}
        testId="agent-programme"
      />
      {role === 'guest' ? (
        <GuestCard
          noteKey="agent_guest_note"
          actionKey="agent_register_first"
          onAction={() => navigate('/register')}
          testId="agent-guest"
          actionTestId="agent-register-button"
        />
      ) : (
        <QueryState query={state}>
          {({ isAgent, application }) =>
            isAgent ? (
              <section className={styles.card} data-testid="agent-approved">
                <p className={styles.note}>{t('agent_you_are_agent')}</p>
                <Link
                  to="/member/agent/team"
                  className="btn btn-primary btn-block"
                  data-testid="agent-team-link"
                >
                  {t('title_agent_team')}
                </Link>
              </section>
            ) : (
              <>
                {application && <ApplicationStatus application={application} />}
                {application?.status !== 'pending' && <AgentApplyForm />}
              </>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
