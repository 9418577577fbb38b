import { GAME_ICONS } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { openCustomerService } from '../../../shared/lib/customer-service';
import { notify } from '../../../shared/stores/notices';
import { SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../home.module.css';

/**
 * The home's floating customer-service button (R-HOME-23): opens the status's customer-service entry
 * (R-SYS-27). A site without one shows no button rather than one that leads nowhere.
 */
export function ServiceButton() {
  const { t } = useTranslation();
  const entry = useStatus().data?.info.customerService ?? null;
  if (!entry) return null;
  const open = () => {
    if (!openCustomerService(entry)) notify('err_url_empty', { tone: 'error' });
  };
  return (
    <button
      type="button"
      className={styles.fab}
      aria-label={t('status_contact_service')}
      onClick={open}
      data-testid="service-fab"
    >
      <SvgIcon d={GAME_ICONS.headset} size={24} />
    </button>
  );
}
