import { type Announcement, TIMING } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/stores/session';
import { SvgIcon } from '../../../shared/ui/Icon';
import { markAnnouncementRead } from '../api/mark-announcement-read';
import * as styles from './marquee.module.css';

const MEGAPHONE = 'M4 10v4h3l6 4V6L7 10zM16 9a3.5 3.5 0 0 1 0 6M18.5 6.5a7 7 0 0 1 0 11';
const PX_PER_FRAME = 1.2;

/**
 * The announcement marquee (R-HOME-15, R-HOME-16): titles scroll at 30 fps, the no-announcement
 * text shows when there are none (never while they are still loading), and a tap opens /m/notice at
 * that index (marking it read).
 */
export function Marquee({ items, loading = false }: { items: readonly Announcement[]; loading?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSession((s) => s.session !== null);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current;
    if (!el || items.length === 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let x = el.parentElement?.clientWidth ?? 0;
    const timer = setInterval(() => {
      x -= PX_PER_FRAME;
      if (x < -el.scrollWidth) x = el.parentElement?.clientWidth ?? 0;
      el.style.transform = `translate3d(${x}px,0,0)`;
    }, 1000 / TIMING.marqueeFps);
    return () => clearInterval(timer);
  }, [items]);
  const open = (item: Announcement, index: number) => {
    if (member && !item.read) void markAnnouncementRead(item.announcementId).catch(() => undefined);
    navigate(`/notice?index=${index}`);
  };
  return (
    <div className={styles.marquee} data-testid="marquee">
      <SvgIcon d={MEGAPHONE} size={18} />
      <div className={styles.window}>
        {loading ? (
          <span className="skeleton" aria-hidden="true" data-testid="marquee-loading" />
        ) : items.length === 0 ? (
          <span className={styles.empty}>{t('no_announcement')}</span>
        ) : (
          <div className={styles.strip} ref={strip}>
            {items.map((item, i) => (
              <button key={item.id} type="button" onClick={() => open(item, i)} data-testid="marquee-item">
                {item.title}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
