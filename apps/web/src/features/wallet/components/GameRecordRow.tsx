import type { GameRecord } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money';
import * as styles from './records.module.css';

/** One round: game, vendor, time, bet, win, win/loss, round id and, for in-house rounds, Verify. */
export function GameRecordRow({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const tone = record.winLoss > 0 ? styles.isGain : record.winLoss < 0 ? styles.isLoss : '';
  return (
    <li className={styles.recordCard} data-testid="game-record" data-round-id={record.roundId}>
      <span className={styles.recordTitle}>{record.gameName}</span>
      <strong className={`${styles.recordAmount} ${tone}`} data-testid="record-win-loss">
        {formatSignedMoney(record.winLoss, record.currency)}
      </strong>
      <span className={styles.recordMeta}>
        {record.vendor} · {formatMatchTime(record.createdAt)}
      </span>
      <span className={`${styles.recordMeta} ${styles.recordRight}`}>
        {t('rec_bet_win', {
          bet: formatMoney(record.bet, record.currency),
          win: formatMoney(record.win, record.currency),
        })}
      </span>
      <span className={styles.recordId}>
        <span>{t('rec_round', { id: record.roundId })}</span>
        {record.verifiable && (
          <Link
            to={`/house/fairness?roundId=${encodeURIComponent(record.roundId)}`}
            className={styles.recordVerify}
            data-testid="record-verify"
          >
            {t('rec_verify')}
          </Link>
        )}
      </span>
    </li>
  );
}
