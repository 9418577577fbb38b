import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { useNotices } from '../stores/notices';

/**
 * Notices stack 65 px from the top, centred (R-SYS-28, R-CONST-12). They are a manual popover, shown
 * again at each new notice, so that they sit in the top layer above an open dialog (a wrong password in
 * the login modal); a browser without popovers shows them in the page as before.
 */
export function Notices() {
  const { t } = useTranslation();
  const notices = useNotices((s) => s.notices);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const layer = ref.current;
    if (!layer || typeof layer.showPopover !== 'function') return;
    if (layer.matches(':popover-open')) layer.hidePopover();
    if (notices.length > 0) layer.showPopover();
  }, [notices]);
  return (
    <div ref={ref} className="notices" popover="manual" aria-live="assertive">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.tone}`} role="alert" data-testid={`notice-${n.tone}`}>
          {n.tone === 'loading' && <span className="spinner spinner-small" aria-hidden="true" />}
          {t(n.messageKey)}
        </div>
      ))}
    </div>
  );
}
