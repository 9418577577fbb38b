import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';

/** What an agent screen shows a member who is not an agent: why, and the way to apply. */
export function NotAgentCard() {
  const { t } = useTranslation();
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
}
