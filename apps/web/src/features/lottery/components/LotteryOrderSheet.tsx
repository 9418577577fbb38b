import { type LotteryOrderDetail, type LotterySubOrder, lotteryGameByCode } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import { Sheet } from '../../../shared/ui/Sheet';
import { useLotteryOrderDetail } from '../api/lottery';
import { useLotteryBets } from '../hooks/use-lottery-bets';
import { matchedOf } from '../lib/lotto';
import { DrawBalls } from './DrawBalls';
import * as styles from './lottery.module.css';

interface Props {
  orderId: number;
  gameName: string;
  onClose(): void;
}

/**
 * One ticket from the records (R-GAMES-47): its draw, each number with stake, odds and result, and
 * Cancel on the numbers still waiting while betting on their draw is open (refunded at once).
 */
export function LotteryOrderSheet({ orderId, gameName, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useLotteryOrderDetail(orderId);
  return (
    <Sheet title={t('lottery_ticket_title', { name: gameName })} onClose={onClose} testId="lottery-ticket">
      <QueryState query={detail}>{(order) => <TicketBody order={order} />}</QueryState>
    </Sheet>
  );
}

function TicketBody({ order }: { order: LotteryOrderDetail }) {
  const { t } = useTranslation();
  const bets = useLotteryBets(order.gameId);
  const [asking, setAsking] = useState<number | null>(null);
  const money = (centavos: number) => formatMoneyCentavos(centavos, order.currency);
  const open = Date.parse(order.closesAt) > Date.now();
  const official = lotteryGameByCode(order.gameId)?.kind === 'official';
  const awaiting = official && order.status === 'pending' && Date.parse(order.drawAt) <= Date.now();
  return (
    <div>
      <p className={styles.muted}>
        {t('lottery_draw_no', { draw: order.drawNo })} · {formatMatchTime(order.drawAt)}
      </p>
      {awaiting && (
        <p className={styles.muted} data-testid="ticket-awaiting">
          {t('lottery_awaiting_result')}
        </p>
      )}
      {order.numbers && (
        <DrawBalls
          numbers={order.numbers}
          label={t('lottery_numbers')}
          testId="ticket-numbers"
          marked={
            order.subOrders.some((sub) => sub.betType === 'lotto6')
              ? matchedOf(
                  order.numbers,
                  order.subOrders.filter((sub) => sub.betType === 'lotto6').map((sub) => sub.pick),
                )
              : undefined
          }
        />
      )}
      <ul className={styles.list}>
        {order.subOrders.map((sub) => (
          <li
            key={sub.id}
            className={sub.betType === 'lotto6' ? `${styles.ticket} ${styles.lottoTicket}` : styles.ticket}
            data-testid="ticket-sub-order"
            data-status={sub.status}
          >
            <div>
              {sub.betType === 'lotto6' ? (
                <DrawBalls
                  numbers={sub.pick}
                  label={t('lottery_lotto_your')}
                  marked={order.numbers ? matchedOf(sub.pick, [order.numbers]) : undefined}
                  testId="ticket-lotto-pick"
                />
              ) : (
                <strong>
                  {t(`lottery_type_${sub.betType}`)} {sub.pick}
                </strong>
              )}
              {sub.matches !== null && (
                <span className={styles.muted} data-testid="ticket-matches">
                  {t('lottery_lotto_matches', { count: sub.matches })}
                </span>
              )}
              <span className={styles.muted}>
                {t(sub.betType === 'lotto6' ? 'lottery_lotto_ticket_stake' : 'lottery_ticket_stake', {
                  stake: money(sub.stakeCentavos),
                  odds: sub.odds,
                })}
              </span>
            </div>
            {sub.status === 'pending' && open ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setAsking(sub.id)}
                disabled={bets.busy}
                data-testid="ticket-cancel"
              >
                {t('lottery_cancel')}
              </button>
            ) : (
              <span className={sub.status === 'won' ? styles.win : styles.muted}>
                {outcome(t, sub, money)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.status === 'settled' && !official && (
        <Link
          to={`/lottery/verify?${new URLSearchParams({ gameId: order.gameId, drawNo: String(order.drawNo) })}`}
          className={styles.link}
          data-testid="ticket-verify"
        >
          {t('lottery_verify_draw')}
        </Link>
      )}
      {asking !== null && (
        <ConfirmDialog
          testId="ticket-cancel-confirm"
          message={t('lottery_cancel_confirm')}
          cancelLabel={t('lottery_keep')}
          confirmLabel={t('lottery_cancel')}
          busy={bets.busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void bets.cancel(asking).finally(() => setAsking(null))}
        />
      )}
    </div>
  );
}

function outcome(
  t: ReturnType<typeof useTranslation>['t'],
  sub: LotterySubOrder,
  money: (centavos: number) => string,
): string {
  if (sub.status === 'won') return t('lottery_won', { amount: money(sub.payoutCentavos ?? 0) });
  if (sub.status === 'lost') return t('lottery_no_win');
  if (sub.status === 'cancelled') return t('lottery_refunded');
  return t('lottery_waiting_draw');
}
