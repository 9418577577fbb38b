import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { ModeTabs } from '../../../shared/ui/ModeTabs';
import * as styles from '../account.module.css';
import { useLogin } from '../api/login';
import { useProviderSignIn } from '../hooks/use-provider-sign-in';
import type { LoginMode } from '../lib/remembered-login';
import { ProviderButtons } from './ProviderButtons';
import { RememberedLogin } from './RememberedLogin';
import { SmsLoginForm } from './SmsLoginForm';
import { UsernameLoginForm } from './UsernameLoginForm';

/**
 * The login, the same on /m/login and in the login modal (R-AUTH-06, R-AUTH-09). The SMS mode and its
 * toggle show only while the MOBILELOGIN3 flag is on (R-AUTH-01). Each mode mounts afresh on a
 * switch, so it reloads its own remembered entry (R-AUTH-23); the captcha state outlives the switch.
 * A device that holds a remember token first offers the one-tap login (R-AUTH-26).
 */
export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const smsOn = useStatus().data?.info.whitelabel.MOBILELOGIN3 ?? false;
  const [chosen, setMode] = useState<LoginMode>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const mode = smsOn ? chosen : 'username';
  return (
    <>
      <RememberedLogin onSignedIn={onSignedIn} />
      {smsOn && (
        <ModeTabs
          className={styles.modeTabs}
          modes={[
            { id: 'username', label: t('login_mode_username') },
            { id: 'sms', label: t('login_mode_sms') },
          ]}
          value={mode}
          onChange={(m) => setMode(m)}
          label={t('login_mode')}
          testId="login-mode"
        />
      )}
      {mode === 'sms' ? (
        <SmsLoginForm onSignedIn={onSignedIn} />
      ) : (
        <>
          <UsernameLoginForm
            onSignedIn={onSignedIn}
            captchaShown={captchaShown}
            setCaptchaShown={setCaptchaShown}
          />
          <ProviderLogin onSignedIn={onSignedIn} />
        </>
      )}
    </>
  );
}

/** Google and Facebook, offered in username mode only (R-AUTH-07, R-AUTH-08). */
function ProviderLogin({ onSignedIn }: { onSignedIn(): void }) {
  const login = useLogin();
  const provider = useProviderSignIn(
    (firebaseChannel, firebaseIdToken) => login.mutateAsync({ firebaseChannel, firebaseIdToken }),
    onSignedIn,
  );
  return (
    <ProviderButtons
      purpose="login"
      channels={provider.channels}
      busy={provider.busy}
      onChoose={provider.start}
    />
  );
}
