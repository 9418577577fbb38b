import type { SystemStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GateLayout } from './GateLayout';
import * as styles from './gate.module.css';

/** Status 2 and the IP-restricted error page (R-SYS-04): the notice and the visitor's IP. */
export function RestrictedScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <GateLayout
      icon="restricted"
      title={t('status_restricted_title')}
      testId="restricted-screen"
      siteName={status.info.siteName}
    >
      <p>{t('status_restricted_text')}</p>
      <p className={styles.ip}>{t('status_your_ip', { ip: status.location.ip })}</p>
      <CustomerServiceButton entry={status.info.customerService} />
    </GateLayout>
  );
}
