import type { SystemStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GateLayout } from './GateLayout';
import * as styles from './gate.module.css';

interface Props {
  status: SystemStatus;
  onRetry(): void;
  retrying: boolean;
}

/** Status 1 (R-SYS-03): the upgrade notice, the operator's note, customer service and a retry. */
export function MaintenanceScreen({ status, onRetry, retrying }: Props) {
  const { t } = useTranslation();
  return (
    <GateLayout
      icon="maintenance"
      title={t('status_maintenance_title')}
      testId="maintenance-screen"
      siteName={status.info.siteName}
    >
      <p>{t('status_maintenance_text')}</p>
      {status.info.maintenanceNotice && <p className={styles.notice}>{status.info.maintenanceNotice}</p>}
      <button type="button" className="btn btn-primary btn-block" onClick={onRetry} disabled={retrying}>
        {t('status_retry')}
      </button>
      <CustomerServiceButton entry={status.info.customerService} />
    </GateLayout>
  );
}
