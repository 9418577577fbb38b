import { SYSTEM_STATUS } from '@app/contracts';
import type { ReactNode } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { ErrorPage } from './ErrorPage';
import { MaintenanceScreen } from './MaintenanceScreen';
import { RestrictedScreen } from './RestrictedScreen';
import { ShellLoading } from './ShellLoading';

/** Normal content at status 0, maintenance at 1, access restricted at 2 (R-SYS-01). */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, isError, isFetching, refetch } = useStatus();
  if (!data) {
    return isError ? <ErrorPage onRetry={() => void refetch()} retrying={isFetching} /> : <ShellLoading />;
  }
  if (data.status === SYSTEM_STATUS.maintenance) {
    return <MaintenanceScreen status={data} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.status === SYSTEM_STATUS.restricted) return <RestrictedScreen status={data} />;
  return children;
}
