import { useTranslation } from '../../i18n';
import { useNotices } from '../stores/notices';

/** Notices stack 65 px from the top, centred (R-SYS-28, R-CONST-12). */
export function Notices() {
  const { t } = useTranslation();
  const notices = useNotices((s) => s.notices);
  return (
    <div className="notices" aria-live="assertive">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.tone}`} role="alert" data-testid={`notice-${n.tone}`}>
          {n.tone === 'loading' && <span className="spinner spinner-small" aria-hidden="true" />}
          {t(n.messageKey)}
        </div>
      ))}
    </div>
  );
}
