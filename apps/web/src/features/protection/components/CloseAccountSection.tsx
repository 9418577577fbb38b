import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { formatMoney } from '../../../shared/lib/money';
import { dropSessionQueries } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { clearSession } from '../../../shared/stores/session';
import { useUi } from '../../../shared/stores/ui';
import { PromptDialog } from '../../../shared/ui/PromptDialog';
import { useCloseAccount } from '../api/close-account';
import * as styles from '../protection.module.css';

/**
 * Closing the account (issue 16): said plainly what it does, then the password in a prompt. A balance
 * still in the account is refused by the server (BALANCE_NOT_ZERO), and said beside the field.
 */
export function CloseAccountSection() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = useCloseAccount();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [balance, setBalance] = useState(0);
  const submit = (password: string) => {
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
      className={`card-section ${styles.rgSection}`}
      aria-labelledby={`${id}-title`}
      data-testid="rg-close-account"
    >
      <h2 id={`${id}-title`}>{t('account_close_title')}</h2>
      <p className={styles.rgNote}>{t('account_close_text')}</p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => setAsking(true)}
        data-testid="account-close-open"
      >
        {t('account_close_title')}
      </button>
      {asking && (
        <PromptDialog
          kind="password"
          title={t('account_close_confirm_title')}
          message={t('account_close_confirm_text')}
          label={t('account_close_password')}
          cancelLabel={t('account_close_cancel')}
          confirmLabel={t('account_close_submit')}
          error={message && t(message, { field: t('account_close_password'), balance: formatMoney(balance) })}
          busy={close.isPending}
          onChange={() => setMessage(null)}
          onCancel={() => setAsking(false)}
          onConfirm={submit}
          testId="account-close"
        />
      )}
    </section>
  );
}
