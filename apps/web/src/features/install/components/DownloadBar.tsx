import type { ConsolidatedSettings } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../install.module.css';
import { INSTALL_ICONS } from './icons';

interface Props {
  siteName: string;
  iconUrl: string;
  rating: ConsolidatedSettings['downloadBar']['rating'];
  /** The activity holding the app-download bonus and its terms; null, no gift. */
  bonusActivityId: string | null;
  onDownload(): void;
  onClose(): void;
}

/**
 * The download bar (R-DL-01): icon, name, description, the rating, a gift while the app-download
 * bonus is on that opens the bonus with its terms (R-PROMO-17), download and close. The rating is the operator's real store figure with its count
 * and source, or no stars and a plain "official app" line (H-2, R-CONST-30).
 */
export function DownloadBar({ siteName, iconUrl, rating, bonusActivityId, onDownload, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <aside className={styles.bar} data-testid="download-bar" aria-label={t('dl_bar_label')}>
      <button
        type="button"
        className={styles.barClose}
        aria-label={t('dl_close')}
        onClick={onClose}
        data-testid="download-bar-close"
      >
        <Icon name="close" size={16} />
      </button>
      <img className={styles.barIcon} src={iconUrl} alt="" width={44} height={44} />
      <div className={styles.barText}>
        <strong>
          {siteName}
          {bonusActivityId && (
            <Link
              to={`/activity?id=${encodeURIComponent(bonusActivityId)}`}
              className={styles.barGift}
              aria-label={t('dl_bar_gift')}
              data-testid="download-bar-gift"
            >
              <Icon name="gift" size={15} />
            </Link>
          )}
        </strong>
        <span>{t('dl_bar_text')}</span>
        {rating ? (
          <span className={styles.barRating} data-testid="download-bar-rating">
            <SvgIcon d={INSTALL_ICONS.star} size={13} className={styles.star} />
            {t('dl_bar_rating', {
              value: rating.value.toFixed(1),
              count: rating.count.toLocaleString(),
              source: rating.source,
            })}
          </span>
        ) : (
          <span className={styles.barRating} data-testid="download-bar-official">
            {t('dl_bar_official')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={onDownload}
        data-testid="download-bar-button"
      >
        {t('dl_bar_download')}
      </button>
    </aside>
  );
}
