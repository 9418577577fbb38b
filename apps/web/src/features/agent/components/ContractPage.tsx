import { isAgentType } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { roleOf, useSession } from '../../../shared/stores/session';
import { CardsSkeleton } from '../../../shared/ui/CardsSkeleton';
import { RealAccountOnly } from '../../../shared/ui/RealAccountOnly';
import * as styles from '../agent.module.css';
import { useAgentModules } from '../hooks/use-agent-modules';
import { useContractsOn } from '../hooks/use-contracts-on';

/**
 * What every contract page shares: real accounts only, nothing while `AGENTPOLICY3` is off, and the
 * offer form only for an agent with agent info and downline management on (it lists direct downlines).
 */
export function ContractPage({
  testId,
  children,
}: {
  testId: string;
  /** The page's cards, told whether this member may offer terms. */
  children: (canOffer: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const contractsOn = useContractsOn();
  const moduleOn = useAgentModules();
  if (roleOf(session) === 'trial') return <RealAccountOnly />;
  if (contractsOn === undefined) return <CardsSkeleton page cards={3} />;
  if (!contractsOn)
    return (
      <div className={styles.screen} data-testid="contracts-off">
        <section className={styles.card}>
          <p className={styles.note}>{t('contracts_off')}</p>
          <Link to="/member/home" className="btn btn-primary btn-block">
            {t('title_member_home')}
          </Link>
        </section>
      </div>
    );
  const canOffer =
    isAgentType(session?.type) && moduleOn('AGEINFO3') === true && moduleOn('AGEDOWNMAN3') === true;
  return (
    <div className={styles.screen} data-testid={testId}>
      {children(canOffer)}
    </div>
  );
}
