import { type HouseRound, slotByCode } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { messageKeyOf, useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { useHouseRound } from '../api/fairness';
import { verifyRound } from '../lib/verify';
import * as styles from './fairness.module.css';
import { SlotSymbol } from './SlotSymbol';
import * as slotStyles from './slot.module.css';

/** The rotate form is on the same page, below: after a rotation this round verifies itself. */
function focusSeedInput() {
  const input = document.getElementById('fair-new-seed');
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.check} data-testid={testId} data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span>{label}</span>
      <span className="visually-hidden">{t(ok ? 'fair_check_ok' : 'fair_check_bad')}</span>
    </li>
  );
}

/** Recomputes one spin in this browser once its server seed is revealed (H-3). */
function Recomputed({ round, serverSeed }: { round: HouseRound; serverSeed: string }) {
  const { t } = useTranslation();
  const def = slotByCode(round.gameCode);
  const check = useQuery({
    queryKey: ['house', 'verify', round.roundId, serverSeed],
    queryFn: () => (def ? verifyRound(def, round, serverSeed) : null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!def) return <p className={styles.note}>{t('house_game_missing')}</p>;
  if (!check.data) return <PageSpinner />;
  const result = check.data;
  return (
    <>
      <ul className={styles.checks} data-testid="verify-checks">
        <Check ok={result.hash} label={t('fair_check_hash')} testId="check-hash" />
        <Check
          ok={result.stops}
          label={t('fair_check_stops', { stops: result.computedStops.join(', ') })}
          testId="check-stops"
        />
        <Check
          ok={result.win}
          label={t('fair_check_win', {
            amount: formatMoneyCentavos(result.computedWinCentavos ?? 0, round.currency),
          })}
          testId="check-win"
        />
      </ul>
      {result.computedWindow && (
        <div className={slotStyles.miniReels} data-art={def.theme} role="img" aria-label={t('fair_window')}>
          {result.computedWindow.map((column, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its position
            <div key={reel} className={slotStyles.miniReel}>
              {column.map((symbol, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its row
                <SlotSymbol key={row} theme={def.theme} symbol={symbol} />
              ))}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** /m/house/fairness?roundId=: the round as recorded, and its verification or how to make it verifiable. */
export function VerifyRound({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const round = useHouseRound(roundId);
  if (round.isPending) return <PageSpinner />;
  if (!round.data)
    return (
      <p className="empty-state" data-testid="verify-missing">
        {t('fair_round_missing')}
      </p>
    );
  const r = round.data;
  const def = slotByCode(r.gameCode);
  return (
    <section className="card-section" data-testid="verify-round">
      <h2 className="section-title">{def ? t(messageKeyOf(def.nameKey)) : r.gameCode}</h2>
      <dl className={styles.state}>
        <dt>{t('fair_round')}</dt>
        <dd className={styles.mono}>{r.roundId}</dd>
        <dt>{t('fair_played_at')}</dt>
        <dd>{formatMatchTime(r.playedAt)}</dd>
        <dt>{t('fair_bet_win')}</dt>
        <dd>
          {formatMoneyCentavos(r.betCentavos, r.currency)} / {formatMoneyCentavos(r.winCentavos, r.currency)}
        </dd>
        <dt>{t('fair_server_hash')}</dt>
        <dd className={styles.mono}>{r.serverSeedHash}</dd>
        <dt>{t('fair_client_seed')}</dt>
        <dd className={styles.mono}>{r.clientSeed}</dd>
        <dt>{t('fair_nonce')}</dt>
        <dd className={styles.mono}>{r.nonce}</dd>
        <dt>{t('fair_recorded_stops')}</dt>
        <dd className={styles.mono}>{r.stops.join(', ')}</dd>
        {r.serverSeed && (
          <>
            <dt>{t('fair_server_seed')}</dt>
            <dd className={styles.mono} data-testid="verify-server-seed">
              {r.serverSeed}
            </dd>
          </>
        )}
      </dl>
      {r.serverSeed ? (
        <Recomputed round={r} serverSeed={r.serverSeed} />
      ) : (
        <div className={styles.pending} data-testid="verify-pending">
          <p>{t('fair_not_revealed')}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={focusSeedInput}
            data-testid="verify-go-rotate"
          >
            {t('fair_go_rotate')}
          </button>
        </div>
      )}
    </section>
  );
}
