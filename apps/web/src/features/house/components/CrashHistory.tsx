import { formatMultiplier } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { CrashFeed } from '../lib/crash-feed';
import * as styles from './crash.module.css';

/** The latest crash points, newest first; each opens its verification. */
export function CrashHistory({ history }: { history: CrashFeed['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <nav className={styles.history} aria-label={t('crash_history')} data-testid="crash-history">
      {history.map((entry) => (
        <Link
          key={entry.roundId}
          to={`/house/crash/verify?roundId=${entry.roundId}`}
          className={entry.crashPointCents >= 200 ? `${styles.chip} ${styles.high}` : styles.chip}
          aria-label={t('crash_verify_round', { round: entry.roundId })}
        >
          {formatMultiplier(entry.crashPointCents)}
        </Link>
      ))}
    </nav>
  );
}
