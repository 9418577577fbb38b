import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import { useLogout } from '../hooks/use-logout';
import { ACCOUNT_ICONS } from './account-icons';

/**
 * "Log out on all devices" (H-7): after a confirmation every session of the member ends and every
 * remembered device forgets its token, this one included.
 */
export function LogoutEverywhereRow() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  return (
    <li>
      <button
        type="button"
        className="link-row"
        onClick={() => setAsking(true)}
        data-testid="logout-everywhere"
      >
        <SvgIcon d={ACCOUNT_ICONS.lock} />
        <span>{t('member_logout_everywhere')}</span>
        <Icon name="chevron" size={16} />
      </button>
      {asking && (
        <ConfirmDialog
          testId="logout-everywhere-prompt"
          message={t('member_logout_everywhere_confirm')}
          cancelLabel={t('prompt_cancel')}
          confirmLabel={t('logout_confirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void logout({ everywhere: true });
          }}
        />
      )}
    </li>
  );
}
