import type { PlaySession } from '@app/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money';
import { Dialog } from '../../../shared/ui/Dialog';
import { minutesPlayed } from '../lib/reality-check';
import * as styles from './reality-check.module.css';

/** The check itself: the time played since the login, the session's figures, and three ways on. */
export default function RealityCheckDialog({ session, dismiss }: { session: PlaySession; dismiss(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const go = (to: string) => {
    dismiss();
    navigate(to);
  };
  const minutes = minutesPlayed(Date.parse(session.startedAt), Date.now());
  return (
    <Dialog
      frameClassName="dialog-backdrop"
      className={`dialog ${styles.realityCheck}`}
      labelledBy={titleId}
      onClose={dismiss}
      testId="reality-check"
    >
      <h2 id={titleId}>{t('reality_check_title')}</h2>
      <p className="dialog-message" data-testid="reality-check-time">
        {t('reality_check_time', { minutes, time: formatManila(session.startedAt) })}
      </p>
      <dl className={styles.realityCheckLines}>
        <div>
          <dt>{t('statement_bets')}</dt>
          <dd data-testid="reality-check-bets">{formatMoney(session.bets)}</dd>
        </div>
        <div>
          <dt>{t('statement_wins')}</dt>
          <dd data-testid="reality-check-wins">{formatMoney(session.wins)}</dd>
        </div>
        <div className={styles.realityCheckNet}>
          <dt>{t('reality_check_net')}</dt>
          <dd data-testid="reality-check-net">{formatSignedMoney(session.net)}</dd>
        </div>
      </dl>
      <div className={styles.realityCheckActions}>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={dismiss}
          data-testid="reality-check-continue"
        >
          {t('reality_check_continue')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => go('/member/responsibleGaming')}
          data-testid="reality-check-break"
        >
          {t('reality_check_break')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => go('/member/statement')}
          data-testid="reality-check-history"
        >
          {t('reality_check_history')}
        </button>
      </div>
    </Dialog>
  );
}
