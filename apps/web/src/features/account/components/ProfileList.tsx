import type { MemberInfo } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../account.module.css';
import { ACCOUNT_ICONS } from './account-icons';
import type { MemberSheet } from './MemberSheets';

/** The nickname (any time) and the payee name (once) (R-AUTH-51). */
export function ProfileList({ info, onOpen }: { info: MemberInfo; onOpen(sheet: MemberSheet): void }) {
  const { t } = useTranslation();
  return (
    <section className="card-section" data-testid="profile">
      <h2 className="section-title">{t('member_profile')}</h2>
      <ul className="link-list">
        <li>
          <button
            type="button"
            className="link-row"
            onClick={() => onOpen('nickname')}
            data-testid="profile-nickname"
          >
            <SvgIcon d={ACCOUNT_ICONS.tag} />
            <span>{t('field_nickname')}</span>
            <span
              className={
                info.nickname ? styles.securityValue : `${styles.securityValue} ${styles.securityMissing}`
              }
            >
              {info.nickname || t('member_not_set')}
            </span>
            <Icon name="chevron" size={16} />
          </button>
        </li>
        {info.payeeName ? (
          <li className="link-row" data-testid="profile-payee">
            <SvgIcon d={ACCOUNT_ICONS.card} />
            <span>{t('field_payee_name')}</span>
            <span className={styles.securityValue}>{info.payeeName}</span>
          </li>
        ) : (
          <li>
            <button
              type="button"
              className="link-row"
              onClick={() => onOpen('payeeName')}
              data-testid="profile-payee"
            >
              <SvgIcon d={ACCOUNT_ICONS.card} />
              <span>{t('field_payee_name')}</span>
              <span className={`${styles.securityValue} ${styles.securityMissing}`}>
                {t('member_not_set')}
              </span>
              <Icon name="chevron" size={16} />
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
