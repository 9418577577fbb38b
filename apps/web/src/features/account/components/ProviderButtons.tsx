import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import type { ProviderChannel } from '../lib/identity-client';

const LABELS: Record<'login' | 'register', Record<ProviderChannel, MessageKey>> = {
  login: { google: 'login_with_google', facebook: 'login_with_facebook' },
  register: { google: 'register_with_google', facebook: 'register_with_facebook' },
};

/** The providers' own marks, as their brand rules ask for beside their names. */
function ProviderMark({ channel }: { channel: ProviderChannel }) {
  if (channel === 'facebook')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M16.7 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3.1V24h3.8v-8.5h2.8z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 11z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.5l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

interface Props {
  purpose: 'login' | 'register';
  channels: readonly ProviderChannel[];
  busy: boolean;
  /** The register form's confirmations are not ticked yet. */
  disabled?: boolean;
  onChoose(channel: ProviderChannel): void;
}

/** Sign in or up with Google or Facebook (R-AUTH-07, R-REG-11); nothing while no channel is ready. */
export function ProviderButtons({ purpose, channels, busy, disabled = false, onChoose }: Props) {
  const { t } = useTranslation();
  if (channels.length === 0) return null;
  return (
    <div className={styles.providerButtons} data-testid="provider-buttons">
      <div className={styles.accountDivider}>
        <span>{t('login_or')}</span>
      </div>
      {channels.map((channel) => (
        <button
          key={channel}
          type="button"
          className={styles.providerButton}
          disabled={busy || disabled}
          onClick={() => onChoose(channel)}
          data-testid={`provider-${channel}`}
        >
          <ProviderMark channel={channel} />
          <span>{t(LABELS[purpose][channel])}</span>
        </button>
      ))}
    </div>
  );
}
