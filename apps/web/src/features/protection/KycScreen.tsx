import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useKycState } from './api/kyc-state';
import { BirthDatePrompt } from './components/BirthDatePrompt';
import { KycStatusCard } from './components/KycStatusCard';
import { KycUploadForm } from './components/KycUploadForm';
import * as styles from './protection.module.css';

/**
 * /m/member/kyc (issue 16): identity verification before the first withdrawal. The status (none,
 * pending, approved, rejected with the reason) and, when nothing is pending or approved, the upload;
 * a member without a date of birth gives it here first (H-8).
 */
export default function KycScreen() {
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const state = useKycState();
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={styles.rgScreen} data-testid="kyc-screen">
      <QueryState query={state}>
        {(data) => (
          <>
            {!data.birthDateGiven && <BirthDatePrompt />}
            <KycStatusCard state={data} />
            {(data.status === 'none' || data.status === 'rejected') && <KycUploadForm />}
          </>
        )}
      </QueryState>
    </div>
  );
}
