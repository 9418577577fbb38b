import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { type SiteFeature, useFeatureOn } from '../../shared/hooks/use-feature';
import { notify } from '../../shared/stores/notices';
import { PageSpinner } from '../../shared/ui/PageSpinner';

/**
 * A screen of a feature the operator has turned off leads home with a notice (R-ROLE-12): "no
 * permission or feature unavailable", or for the reward centre `contact_service` (R-ERR-07).
 */
export function FeatureGate({ feature, children }: { feature: SiteFeature; children: ReactNode }) {
  const on = useFeatureOn(feature);
  useEffect(() => {
    if (on === false)
      notify(feature === 'REWCEN3' ? 'contact_service' : 'err_no_permission', { tone: 'error' });
  }, [on, feature]);
  if (on === undefined) return <PageSpinner />;
  if (!on) return <Navigate to="/home" replace />;
  return children;
}
