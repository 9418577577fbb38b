import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { useFeatureOn } from '../../../shared/hooks/use-feature';
import { openCustomerService } from '../../../shared/lib/customer-service';
import { notify } from '../../../shared/stores/notices';
import { Icon } from '../../../shared/ui/Icon';
import { referralTarget } from '../lib/referral';
import * as styles from './referral-entry.module.css';

/**
 * The referral action as a row of the member centre's list (R-ROLE-10, R-ROLE-11): agents go to the
 * agent page, other members to invite friends while REFERRAL is on, else to customer service.
 */
export function ReferralEntry({ memberType }: { memberType: number }) {
  const { t } = useTranslation();
  const service = useStatus().data?.info.customerService ?? null;
  const target = referralTarget(memberType, useFeatureOn('REFERRAL') === true);
  const label = (
    <>
      <span>{t('title_invite_friends')}</span>
      <Icon name="chevron" size={16} />
    </>
  );
  return (
    <li>
      {target === 'customerService' ? (
        <button
          type="button"
          className={`link-row ${styles.entry}`}
          onClick={() =>
            (service && openCustomerService(service)) || notify('err_url_empty', { tone: 'error' })
          }
          data-testid="referral-entry"
          data-target={target}
        >
          {label}
        </button>
      ) : (
        <Link to={target} className="link-row" data-testid="referral-entry" data-target={target}>
          {label}
        </Link>
      )}
    </li>
  );
}
