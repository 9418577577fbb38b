import type { MemberInfo, SecurityConfig } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../account.module.css';
import { maskEmail } from '../lib/mask-email';
import { ACCOUNT_ICONS } from './account-icons';
import { LogoutEverywhereRow } from './LogoutEverywhereRow';
import type { MemberSheet } from './MemberSheets';

function Status({
  value,
  missingKey = 'member_not_linked',
}: {
  value: string | null;
  missingKey?: MessageKey;
}) {
  const { t } = useTranslation();
  return value ? (
    <span className={styles.securityValue}>{value}</span>
  ) : (
    <span className={`${styles.securityValue} ${styles.securityMissing}`}>{t(missingKey)}</span>
  );
}

function Row({
  icon,
  label,
  onOpen,
  testId,
  children,
}: {
  icon: string;
  label: string;
  onOpen(): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="link-row" onClick={onOpen} data-testid={testId}>
        <SvgIcon d={icon} />
        <span>{label}</span>
        {children}
        <Icon name="chevron" size={16} />
      </button>
    </li>
  );
}

/**
 * What protects the account (R-AUTH-52): the login and payment passwords, the security questions,
 * and the bound email and mobile; each that can be set here opens its panel.
 */
export function SecurityList({
  info,
  security,
  onOpen,
}: {
  info: MemberInfo;
  security: SecurityConfig | undefined;
  onOpen(sheet: MemberSheet): void;
}) {
  const { t } = useTranslation();
  const state = (set: boolean | undefined) => (set ? t('member_change') : null);
  return (
    <section className="card-section" data-testid="security">
      <h2 className="section-title">{t('member_security')}</h2>
      <ul className="link-list">
        <li>
          <Link to="/changePsw" className="link-row" data-testid="security-password">
            <SvgIcon d={ACCOUNT_ICONS.lock} />
            <span>{t('member_password')}</span>
            <span className={styles.securityValue}>{t('member_change')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </li>
        <Row
          icon={ACCOUNT_ICONS.key}
          label={t('member_payment_password')}
          onOpen={() => onOpen('payment')}
          testId="security-payment"
        >
          <Status value={state(security?.paymentPassword)} missingKey="member_not_set" />
        </Row>
        <Row
          icon={ACCOUNT_ICONS.question}
          label={t('member_questions')}
          onOpen={() => onOpen('questions')}
          testId="security-questions"
        >
          <Status value={state(security?.securityQuestions)} missingKey="member_not_set" />
        </Row>
        {info.email ? (
          <li className="link-row" data-testid="security-email">
            <SvgIcon d={ACCOUNT_ICONS.mail} />
            <span>{t('member_email')}</span>
            <Status value={maskEmail(info.email)} />
          </li>
        ) : (
          <Row
            icon={ACCOUNT_ICONS.mail}
            label={t('member_email')}
            onOpen={() => onOpen('email')}
            testId="security-email"
          >
            <Status value={null} />
          </Row>
        )}
        <li className="link-row" data-testid="security-mobile">
          <SvgIcon d={ACCOUNT_ICONS.phone} />
          <span>{t('member_mobile')}</span>
          <Status value={info.mobile} />
        </li>
        <LogoutEverywhereRow />
      </ul>
    </section>
  );
}
