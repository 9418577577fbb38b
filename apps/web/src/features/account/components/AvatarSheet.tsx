import { AVATAR_COUNT } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from '../account.module.css';
import { setMemberIcon } from '../api/set-member-icon';
import { MemberAvatar } from './MemberAvatar';

/** The built-in avatars to choose from; a tap saves the choice (R-AUTH-50). */
export function AvatarSheet({ current, onClose }: { current: number; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const choose = async (icon: number) => {
    if (busy) return;
    setBusy(true);
    try {
      await setMemberIcon(icon);
      notify('member_saved', { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
      onClose();
    } catch (error) {
      notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet title={t('member_avatar_title')} onClose={onClose} testId="avatar-sheet">
      <div className={styles.avatarGrid}>
        {Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1).map((icon) => (
          <button
            key={icon}
            type="button"
            className={icon === current ? `${styles.avatarChoice} ${styles.current}` : styles.avatarChoice}
            aria-label={t('member_avatar_choice', { number: icon })}
            aria-pressed={icon === current}
            disabled={busy}
            onClick={() => void choose(icon)}
            data-testid={`avatar-${icon}`}
          >
            <MemberAvatar icon={icon} size={56} />
          </button>
        ))}
      </div>
    </Sheet>
  );
}
