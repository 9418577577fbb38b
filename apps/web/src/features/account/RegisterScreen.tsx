import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useStatus } from '../system/api/get-status';
import type { RegisterConfig } from './api/get-register-config';
import { useRegisterConfig } from './api/get-register-config';
import { AccountHeader } from './components/AccountHeader';
import { RegisterFields } from './components/RegisterFields';
import { SubmitButton } from './components/SubmitButton';
import { TermsAgreement } from './components/TermsAgreement';
import { useRegisterForm } from './hooks/use-register-form';
import './account.css';

function RegisterForm({ config }: { config: RegisterConfig }) {
  const { t } = useTranslation();
  const register = useRegisterForm(config);
  return (
    <form className="account-form" onSubmit={register.submit} noValidate data-testid="register-form">
      <RegisterFields config={config} register={register} />
      <TermsAgreement agreed={register.agreed} onChange={register.setAgreed} />
      <SubmitButton busy={register.busy} disabled={!register.agreed} testId="register-submit">
        {t('register_submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * /m/register, username method (R-REG-01 … R-REG-23). Registration switched off shows "no permission
 * or feature unavailable" (R-REG-23); the mobile tab arrives with the SMS capability.
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const open = useStatus().data?.info.register.username ?? true;
  const config = useRegisterConfig();
  let body = <PageSpinner />;
  if (!open) body = <p className="account-unavailable">{t('err_no_permission')}</p>;
  else if (config.data) body = <RegisterForm config={config.data} />;
  else if (config.isError) {
    body = (
      <button type="button" className="retry-block" onClick={() => void config.refetch()}>
        {t('loading_failed_retry')}
      </button>
    );
  }
  return (
    <div className="account-screen" data-testid="register-screen">
      <AccountHeader title={t('title_register')} />
      <section className="account-card">
        <h2 className="account-heading">{t('register_heading')}</h2>
        <p className="account-subheading">{t('register_subheading')}</p>
        {body}
        <p className="account-switch">
          {t('register_have_account')}{' '}
          <Link to="/login" className="text-link" data-testid="login-link">
            {t('register_login_link')}
          </Link>
        </p>
      </section>
    </div>
  );
}
