import { useTranslation } from '../../../i18n';
import * as styles from '../install.module.css';
import { type Device, iosTipFor } from '../lib/device';

/** "iOS 12.4 or later", plus the legacy tip below 12.2 or the update note for 12.2–12.3 (R-DL-12, A-7). */
export function IosTips({ device }: { device: Device }) {
  const { t } = useTranslation();
  const tip = iosTipFor(device.iosVersion);
  return (
    <div className={styles.tips} data-testid="ios-tips" data-tip={tip}>
      <p>{t('dl_ios_requirement')}</p>
      {tip === 'legacy' && <p data-testid="ios-legacy-tip">{t('dl_ios_legacy_tip')}</p>}
      {tip === 'update' && <p data-testid="ios-update-tip">{t('dl_ios_update_tip')}</p>}
    </div>
  );
}
