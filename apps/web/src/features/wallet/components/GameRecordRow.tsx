import type { GameRecord } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money';

/** One round: game, vendor, time, bet, win, win/loss, round id and, for in-house rounds, Verify. */
export function GameRecordRow({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const tone = record.winLoss > 0 ? 'is-gain' : record.winLoss < 0 ? 'is-loss' : '';
  return (
    <li className="record-card" data-testid="game-record" data-round-id={record.roundId}>
      <span className="record-title">{record.gameName}</span>
      <strong className={`record-amount ${tone}`} data-testid="record-win-loss">
        {formatSignedMoney(record.winLoss, record.currency)}
      </strong>
      <span className="record-meta">
        {record.vendor} · {formatMatchTime(record.createdAt)}
      </span>
      <span className="record-meta record-right">
        {t('rec_bet_win', {
          bet: formatMoney(record.bet, record.currency),
          win: formatMoney(record.win, record.currency),
        })}
      </span>
      <span className="record-id">
        <span>{t('rec_round', { id: record.roundId })}</span>
        {record.verifiable && (
          <Link
            to={`/house/fairness?roundId=${encodeURIComponent(record.roundId)}`}
            className="record-verify"
            data-testid="record-verify"
          >
            {t('rec_verify')}
          </Link>
        )}
      </span>
    </li>
  );
}
