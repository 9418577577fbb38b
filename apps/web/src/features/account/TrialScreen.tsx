import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useFreeTrial } from './hooks/use-free-trial';

/**
 * /m/trail, and its alias /m/trial (R-NAV-19, A-25): runs the free-trial login at once, then lands on
 * /m/home. Someone already signed in goes straight home; a failed login offers Retry.
 */
export default function TrialScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => roleOf(s.session) !== 'guest');
  const [failed, setFailed] = useState(false);
  const trial = useFreeTrial(() => navigate('/home', { replace: true }));
  const started = useRef(false);
  const begin = () => {
    setFailed(false);
    // start() goes home when the login works; when it returns here, the login failed (its notice is shown).
    void trial.start().then(() => setFailed(true));
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (signedIn) navigate('/home', { replace: true });
    else begin();
  });
  if (!failed || trial.busy) return <PageSpinner />;
  return (
    <div className="empty-state" data-testid="trial-failed">
      <p>{t('title_trial')}</p>
      <RetryBlock onRetry={begin} />
    </div>
  );
}
