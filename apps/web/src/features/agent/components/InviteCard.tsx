import type { Referral } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../shared/stores/notices';
import { Icon } from '../../../shared/ui/Icon';
import * as styles from '../agent.module.css';
import { shareInvite } from '../lib/referral';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify('invite_copied', { tone: 'success' });
  } catch {
    notify('invite_copy_failed', { tone: 'error' });
  }
}

/** The member's code and link with Copy, and Share through the system sheet (copy where there is none). */
export function InviteCard({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const share = async () => {
    const outcome = await shareInvite({
      title: t('title_invite_friends'),
      text: t('invite_share_text', { code: referral.code }),
      url: referral.link,
    });
    if (outcome === 'copied') notify('invite_link_copied', { tone: 'success' });
    if (outcome === 'failed') notify('invite_copy_failed', { tone: 'error' });
  };
  return (
    <section className={styles.card} data-testid="invite-card">
      <span className={styles.label}>{t('invite_your_code')}</span>
      <div className={styles.inviteRow}>
        <strong className={styles.inviteCode} data-testid="invite-code">
          {referral.code}
        </strong>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => void copy(referral.code)}
          data-testid="invite-copy-code"
        >
          {t('invite_copy')}
        </button>
      </div>
      <span className={styles.label}>{t('invite_your_link')}</span>
      <div className={styles.inviteRow}>
        <span className={styles.inviteLink} data-testid="invite-link">
          {referral.link}
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => void copy(referral.link)}
          data-testid="invite-copy-link"
        >
          {t('invite_copy')}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => void share()}
        data-testid="invite-share"
      >
        <Icon name="link" size={18} />
        {t('invite_share')}
      </button>
    </section>
  );
}
