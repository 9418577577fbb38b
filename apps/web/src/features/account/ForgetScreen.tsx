import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ModeTabs } from '../../shared/ui/ModeTabs';
import * as styles from './account.module.css';
import { AccountHeader } from './components/AccountHeader';
import { ForgetEmailForm } from './components/ForgetEmailForm';
import { ForgetSmsForm } from './components/ForgetSmsForm';
import { ResetByLinkForm } from './components/ResetByLinkForm';

type Method = 'sms' | 'email';

/**
 * /m/forget: find the account by SMS or by email (R-AUTH-42 … R-AUTH-44); with `?resetToken=`, the
 * page the emailed link opens, which sets the new password.
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('resetToken');
  const [method, setMethod] = useState<Method>('sms');
  return (
    <div className={styles.accountScreen} data-testid="forget-screen">
      <AccountHeader title={t('title_forget')} />
      <section className={styles.accountCard}>
        <h2 className={styles.accountHeading}>{t(token ? 'forget_link_heading' : 'forget_heading')}</h2>
        <p className={styles.accountSubheading}>
          {t(token ? 'forget_link_subheading' : 'forget_subheading')}
        </p>
        {token ? (
          <ResetByLinkForm token={token} />
        ) : (
          <>
            <ModeTabs
              className={styles.modeTabs}
              modes={[
                { id: 'sms', label: t('forget_mode_sms') },
                { id: 'email', label: t('forget_mode_email') },
              ]}
              value={method}
              onChange={(m) => setMethod(m)}
              label={t('forget_mode')}
              testId="forget-mode"
            />
            {method === 'sms' ? <ForgetSmsForm /> : <ForgetEmailForm />}
          </>
        )}
        <p className={styles.accountSwitch}>
          <Link to="/login" className="text-link" data-testid="forget-login-link">
            {t('forget_back_to_login')}
          </Link>
        </p>
      </section>
    </div>
  );
}
