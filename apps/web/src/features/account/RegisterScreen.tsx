import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { ModeTabs } from '../../shared/ui/ModeTabs';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { RegisterBanners } from '../content';
import { BirthDateField, RestrictedPersonCheck, SignUpDepositLimit } from '../protection';
import * as styles from './account.module.css';
import type { RegisterConfig } from './api/get-register-config';
import { useRegisterConfig } from './api/get-register-config';
import { AccountHeader } from './components/AccountHeader';
import { ProviderButtons } from './components/ProviderButtons';
import { RegisterFields } from './components/RegisterFields';
import { SubmitButton } from './components/SubmitButton';
import { TermsAgreement } from './components/TermsAgreement';
import { type CarriedMobile, useRegisterForm } from './hooks/use-register-form';
import type { MobileMethod } from './lib/register-fields';
import { initialRegisterTab, type RegisterTab } from './lib/register-tab';

interface FormProps {
  config: RegisterConfig;
  mobileMethod: MobileMethod | null;
  carried: CarriedMobile;
  onCarry(mobile: CarriedMobile): void;
}

function RegisterForm(props: FormProps) {
  const { t } = useTranslation();
  const register = useRegisterForm(props);
  return (
    <form
      className={styles.accountForm}
      onSubmit={register.submit}
      noValidate
      data-testid="register-form"
      data-method={props.mobileMethod ? 'mobileNum' : 'username'}
    >
      <RegisterFields register={register} />
      <BirthDateField
        value={register.birth.text}
        onChange={register.birth.onChange}
        onBlur={register.birth.onBlur}
        message={register.birth.message}
        inputRef={register.birth.inputRef}
      />
      <SignUpDepositLimit value={register.depositLimit} onChange={register.setDepositLimit} />
      <RestrictedPersonCheck checked={register.birth.confirmed} onChange={register.birth.setConfirmed} />
      <TermsAgreement agreed={register.agreed} onChange={register.setAgreed} />
      <SubmitButton
        busy={register.busy}
        busyLabel={t('register_submitting')}
        disabled={!register.agreed || !register.birth.confirmed}
        testId="register-submit"
      >
        {t('register_submit')}
      </SubmitButton>
      <ProviderButtons
        purpose="register"
        channels={register.providers.channels}
        busy={register.providers.busy || register.busy}
        disabled={!register.agreed || !register.birth.confirmed}
        onChoose={register.providers.signUpWith}
      />
    </form>
  );
}

/**
 * /m/register (R-REG-01 … R-REG-23): the username and mobile tabs, each while its flag is on, the
 * first chosen by R-REG-02, the typed number carried across (R-REG-03). Registration switched off
 * shows "no permission or feature unavailable" (R-REG-23).
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const info = useStatus().data?.info;
  const methods = info?.register ?? { username: true, mobile: false };
  const [tab, setTab] = useState<RegisterTab>(() => initialRegisterTab(methods));
  const carried = useRef<CarriedMobile>({ mobileNum: '', dialingCode: '' });
  const onCarry = useCallback((mobile: CarriedMobile) => {
    carried.current = mobile;
  }, []);
  const config = useRegisterConfig();
  const shown = methods.username && methods.mobile ? tab : initialRegisterTab(methods);
  const mobileMethod =
    shown === 'mobileNum'
      ? {
          smsRequired: info?.whitelabel.REGMOBVERF3 ?? true,
          passwordRequired: info?.whitelabel.MOBILENUMPASSREG3 ?? true,
        }
      : null;
  let body = <PageSpinner />;
  if (!methods.username && !methods.mobile)
    body = <p className={styles.accountUnavailable}>{t('err_no_permission')}</p>;
  else if (config.data) {
    body = (
      <RegisterForm
        key={shown}
        config={config.data}
        mobileMethod={mobileMethod}
        carried={carried.current}
        onCarry={onCarry}
      />
    );
  } else if (config.isError) {
    body = <RetryBlock onRetry={() => void config.refetch()} />;
  }
  return (
    <div className={styles.accountScreen} data-testid="register-screen">
      <AccountHeader title={t('title_register')} />
      <RegisterBanners />
      <section className={styles.accountCard}>
        <h2 className={styles.accountHeading}>{t('register_heading')}</h2>
        <p className={styles.accountSubheading}>{t('register_subheading')}</p>
        {methods.username && methods.mobile && (
          <ModeTabs
            className={styles.modeTabs}
            modes={[
              { id: 'username', label: t('register_mode_username') },
              { id: 'mobileNum', label: t('register_mode_mobile') },
            ]}
            value={shown}
            onChange={(m) => setTab(m)}
            label={t('register_mode')}
            testId="register-mode"
          />
        )}
        {body}
        <p className={styles.accountSwitch}>
          {t('register_have_account')}{' '}
          <Link to="/login" className="text-link" data-testid="login-link">
            {t('register_login_link')}
          </Link>
        </p>
      </section>
    </div>
  );
}
