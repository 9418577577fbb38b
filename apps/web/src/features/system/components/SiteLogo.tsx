import { useStatus } from '../../../shared/api/get-status';
import { Logo } from '../../../shared/ui/Logo';

/** The logo with the operator's site name, for screens shown once the status has loaded. */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  return <Logo compact={compact} siteName={useStatus().data?.info.siteName} />;
}
