import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import * as styles from '../account.module.css';
import { forgetDevice } from '../api/forget-device';
import { loginRemembered } from '../api/login-remembered';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { forgetRememberedDevice, markRememberedDevice, rememberedDevice } from '../lib/remembered-login';

/**
 * The one-tap login of a returning player (R-AUTH-26, H-7): shown while this device holds a remember
 * token, it signs in with the HttpOnly cookie alone. The server answers a new token each time; a
 * token that is spent, expired or revoked (logout, password change, "log out everywhere") hides the
 * button and asks for the password once.
 */
export function RememberedLogin({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(rememberedDevice);
  const [busy, setBusy] = useState(false);
  const completeSignIn = useCompleteSignIn();
  if (!name) return null;

  const forget = () => {
    forgetRememberedDevice();
    setName(null);
  };
  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const value = await loginRemembered();
      markRememberedDevice(value.userName);
      await completeSignIn(value);
      onSignedIn();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      if (failure.status === 401) {
        forget();
        notify('login_remembered_expired', { tone: 'error' });
      } else {
        notify(failure.messageKey, { tone: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };
  const notMe = () => {
    forget();
    // The cookie is HttpOnly: only the server can delete it. Offline, it still dies at its next use.
    void forgetDevice().catch(() => undefined);
  };

  return (
    <div className={styles.rememberedLogin} data-testid="remembered-login">
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        onClick={() => void signIn()}
        disabled={busy}
        aria-busy={busy}
        data-testid="remembered-login-submit"
      >
        {busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
        <span className={styles.rememberedLoginName}>{t('login_continue_as', { name })}</span>
      </button>
      <button type="button" className="text-link" onClick={notMe} data-testid="remembered-login-forget">
        {t('login_not_you')}
      </button>
      <div className={styles.accountDivider}>
        <span>{t('login_or')}</span>
      </div>
    </div>
  );
}
