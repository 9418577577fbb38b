import { type LotteryOrder, lotteryGameByCode } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoneyCentavos, formatSignedMoney } from '../../../shared/lib/money';
import * as styles from './records.module.css';

/** One ticket: game, draw, time, stake and its result; a tap opens the ticket. */
export function LotteryTicketRow({
  order,
  gameName,
  onOpen,
}: {
  order: LotteryOrder;
  gameName: string;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const result = order.payoutCentavos - order.totalCentavos;
  // An official draw past its time waits for the operators' confirmed result.
  const awaiting =
    order.status === 'pending' &&
    lotteryGameByCode(order.gameId)?.kind === 'official' &&
    Date.parse(order.drawAt) <= Date.now();
  const tone = order.status !== 'settled' ? '' : result > 0 ? styles.isGain : result < 0 ? styles.isLoss : '';
  return (
    <li>
      <button
        type="button"
        className={`${styles.recordCard} ${styles.recordCardButton}`}
        onClick={onOpen}
        data-testid="lottery-record"
        data-order-id={order.orderId}
      >
        <span className={styles.recordTitle}>{gameName}</span>
        <strong className={`${styles.recordAmount} ${tone}`} data-testid="lottery-record-amount">
          {order.status === 'settled'
            ? formatSignedMoney(result / 100, order.currency)
            : formatMoneyCentavos(order.totalCentavos, order.currency)}
        </strong>
        <span className={styles.recordMeta}>
          {t('lottery_draw_no', { draw: order.drawNo })} · {formatMatchTime(order.createdAt)}
        </span>
        <span className={`${styles.recordMeta} ${styles.recordRight}`} data-testid="lottery-record-status">
          {awaiting ? t('lottery_awaiting_result') : t(`lottery_order_${order.status}`)}
        </span>
      </button>
    </li>
  );
}
