import type { LotteryOrder, LotteryOrderDetail } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { matchedOf } from '../lib/lotto';
import { DrawBalls } from './DrawBalls';
import * as styles from './lottery.module.css';

interface Props {
  /** This game's latest orders, newest first. */
  orders: LotteryOrder[];
  /** The pending ones with their sub-orders. */
  pending: LotteryOrderDetail[];
  /** Lotto games: the drawn ones with their sub-orders, to mark the matched numbers. */
  drawn?: LotteryOrderDetail[];
  now: number;
  busy: boolean;
  onCancel(subOrderId: number): Promise<void>;
  /** An official-results game: a past draw awaits its confirmed result, and there is no seed to verify. */
  official?: boolean;
}

/**
 * The player's tickets in this game: pending numbers with Cancel until their draw closes (refunded at
 * once), and the drawn ones with the result and the win.
 */
export function MyTickets({
  orders,
  pending,
  drawn: drawnDetails = [],
  now,
  busy,
  onCancel,
  official = false,
}: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<number | null>(null);
  const open = pending.flatMap((order) =>
    order.subOrders
      .filter((sub) => sub.status === 'pending')
      .map((sub) => ({ order, sub, cancellable: Date.parse(order.closesAt) > now })),
  );
  const drawn = orders.filter((order) => order.status === 'settled').slice(0, 5);
  return (
    <section className="card-section" data-testid="lottery-tickets">
      <h2 className="section-title">{t('lottery_my_tickets')}</h2>
      {open.length === 0 && drawn.length === 0 && <p className={styles.muted}>{t('lottery_no_tickets')}</p>}
      {open.length > 0 && (
        <ul className={styles.list}>
          {open.map(({ order, sub, cancellable }) => (
            <li
              key={sub.id}
              className={sub.betType === 'lotto6' ? `${styles.ticket} ${styles.lottoTicket}` : styles.ticket}
              data-testid="lottery-pending"
            >
              <div>
                {sub.betType === 'lotto6' ? (
                  <DrawBalls numbers={sub.pick} label={t('lottery_lotto_your')} testId="lotto-ticket-pick" />
                ) : (
                  <strong>
                    {t(`lottery_type_${sub.betType}`)} {sub.pick}
                  </strong>
                )}
                <span className={styles.muted}>
                  {t('lottery_ticket_line', {
                    draw: order.drawNo,
                    stake: formatMoneyCentavos(sub.stakeCentavos, order.currency),
                  })}
                </span>
              </div>
              {cancellable ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => setAsking(sub.id)}
                  disabled={busy}
                  data-testid="lottery-cancel"
                >
                  {t('lottery_cancel')}
                </button>
              ) : official && Date.parse(order.drawAt) <= now ? (
                <span className={styles.muted} data-testid="lottery-awaiting-ticket">
                  {t('lottery_awaiting_result')}
                </span>
              ) : (
                <span className={styles.muted}>{t('lottery_waiting_draw')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {drawn.length > 0 && (
        <ul className={styles.list}>
          {drawn.map((order) => {
            const subs = drawnDetails.find((d) => d.orderId === order.orderId)?.subOrders ?? [];
            const picks = subs.filter((sub) => sub.betType === 'lotto6').map((sub) => sub.pick);
            return (
              <li
                key={order.orderId}
                className={picks.length > 0 ? `${styles.ticket} ${styles.lottoTicket}` : styles.ticket}
                data-testid="lottery-result"
              >
                <div>
                  <strong>{t('lottery_draw_no', { draw: order.drawNo })}</strong>
                  {order.numbers && (
                    <DrawBalls
                      numbers={order.numbers}
                      label={t('lottery_numbers')}
                      marked={picks.length > 0 ? matchedOf(order.numbers, picks) : undefined}
                      testId="lottery-result-numbers"
                    />
                  )}
                  {subs
                    .filter((sub) => sub.betType === 'lotto6' && sub.matches !== null)
                    .map((sub) => (
                      <span key={sub.id} className={styles.lottoLine} data-testid="lotto-result-ticket">
                        <DrawBalls
                          numbers={sub.pick}
                          label={t('lottery_lotto_your')}
                          marked={order.numbers ? matchedOf(sub.pick, [order.numbers]) : undefined}
                        />
                        <span className={styles.muted} data-testid="lotto-result-matches">
                          {t('lottery_lotto_matches', { count: sub.matches ?? 0 })}
                        </span>
                      </span>
                    ))}
                </div>
                <div className={styles.resultSide}>
                  <span
                    className={order.payoutCentavos > 0 ? styles.win : styles.muted}
                    data-testid="lottery-result-win"
                  >
                    {order.payoutCentavos > 0
                      ? t('lottery_won', {
                          amount: formatMoneyCentavos(order.payoutCentavos, order.currency),
                        })
                      : t('lottery_no_win')}
                  </span>
                  {!official && (
                    <Link
                      target="_top"
                      to={`/lottery/verify?${new URLSearchParams({ gameId: order.gameId, drawNo: String(order.drawNo) })}`}
                      className={styles.link}
                      data-testid="lottery-verify-link"
                    >
                      {t('lottery_verify_draw')}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asking !== null && (
        <ConfirmDialog
          testId="lottery-cancel-confirm"
          message={t('lottery_cancel_confirm')}
          cancelLabel={t('lottery_keep')}
          confirmLabel={t('lottery_cancel')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void onCancel(asking).finally(() => setAsking(null))}
        />
      )}
    </section>
  );
}
