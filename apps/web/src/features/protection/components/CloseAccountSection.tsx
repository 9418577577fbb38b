import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { formatMoney } from '../../../shared/lib/money';
import { dropSessionQueries } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { clearSession } from '../../../shared/stores/session';
import { useUi } from '../../../shared/stores/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { useCloseAccount } from '../api/close-account';

/**
 * Closing the account (issue 16): said plainly what it does, then the password in a dialog. A balance
 * still in the account is refused by the server (BALANCE_NOT_ZERO), and said beside the field.
 */
export function CloseAccountSection() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = useCloseAccount();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [balance, setBalance] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMessage('val_required');
    close.mutate(
      { password },
      {
        onSuccess: () => {
          // Marked signed out first, so this member-only page leads home rather than to /m/login.
          useUi.getState().setSignedOut(true);
          clearSession();
          navigate('/home', { replace: true });
          dropSessionQueries(queryClient);
          notify('account_closed_done', { tone: 'success' });
        },
        onError: (error) => {
          setBalance(error instanceof ApiError ? Number(error.value?.balance ?? 0) : 0);
          setMessage(error instanceof ApiError ? error.messageKey : 'err_unknown');
        },
      },
    );
  };
  return (
    <section
      className="card-section rg-section"
      aria-labelledby={`${id}-title`}
      data-testid="rg-close-account"
    >
      <h2 id={`${id}-title`}>{t('account_close_title')}</h2>
      <p className="rg-note">{t('account_close_text')}</p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => setAsking(true)}
        data-testid="account-close-open"
      >
        {t('account_close_title')}
      </button>
      {asking && (
        <Dialog
          frameClassName="dialog-backdrop"
          className="dialog"
          labelledBy={`${id}-dialog`}
          onClose={() => setAsking(false)}
          testId="account-close-dialog"
        >
          <form onSubmit={submit} noValidate>
            <h2 id={`${id}-dialog`}>{t('account_close_confirm_title')}</h2>
            <p className="dialog-message">{t('account_close_confirm_text')}</p>
            <label className="rg-note" htmlFor={`${id}-password`}>
              {t('account_close_password')}
            </label>
            <div className="field">
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-message` : undefined}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setMessage(null);
                }}
                data-testid="account-close-password"
              />
            </div>
            {message && (
              <p id={`${id}-message`} className="rg-error" role="alert" data-testid="account-close-message">
                {t(message, { field: t('account_close_password'), balance: formatMoney(balance) })}
              </p>
            )}
            <div className="dialog-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
                {t('account_close_cancel')}
              </button>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={close.isPending}
                data-testid="account-close-submit"
              >
                {t('account_close_submit')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
