import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { roleOf, useSession } from '../../../shared/stores/session';
import { useVipStatus } from '../api/get-vip-status';

/**
 * The operator's VIP club (tiers, host level, weekly fund, wheel odds) and, for a real member, their
 * own standing. `off` once the settings say the club is closed (R-VIP-10).
 */
export function useVipClub() {
  const settings = useConsolidatedSettings();
  const club = settings.data?.vip;
  const isMember = roleOf(useSession((s) => s.session)) === 'member';
  const status = useVipStatus(isMember && club?.enabled === true);
  return {
    club: club?.enabled ? club : undefined,
    pending: settings.isPending,
    failed: settings.isError && !settings.data,
    retry: () => void settings.refetch(),
    off: settings.isSuccess && !club?.enabled,
    isMember,
    status: isMember ? status.data : undefined,
  };
}
