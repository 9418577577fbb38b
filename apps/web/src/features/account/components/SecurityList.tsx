import type { MemberInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import { maskEmail } from '../lib/mask-email';
import { ACCOUNT_ICONS } from './account-icons';

function Status({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return value ? (
    <span className="security-value">{value}</span>
  ) : (
    <span className="security-value security-missing">{t('member_not_linked')}</span>
  );
}

/** What protects the account, from the member info: the password, and the bound email and mobile. */
export function SecurityList({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <section className="card-section" data-testid="security">
      <h2 className="section-title">{t('member_security')}</h2>
      <ul className="link-list">
        <li>
          <Link to="/changePsw" className="link-row" data-testid="security-password">
            <SvgIcon d={ACCOUNT_ICONS.lock} />
            <span>{t('member_password')}</span>
            <span className="security-value">{t('member_change')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </li>
        <li className="link-row" data-testid="security-email">
          <SvgIcon d={ACCOUNT_ICONS.mail} />
          <span>{t('member_email')}</span>
          <Status value={info.email ? maskEmail(info.email) : null} />
        </li>
        <li className="link-row" data-testid="security-mobile">
          <SvgIcon d={ACCOUNT_ICONS.phone} />
          <span>{t('member_mobile')}</span>
          <Status value={info.mobile} />
        </li>
      </ul>
    </section>
  );
}
