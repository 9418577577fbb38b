import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useLotteryGames, useLotteryVerify } from './api/lottery';
import * as styles from './components/lottery.module.css';
import { VerifyDrawResult } from './components/VerifyDrawResult';

const drawNoOf = (text: string | null) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * /m/lottery/verify?gameId=&drawNo= : recomputes a past house draw in this browser from its revealed
 * seed with the shared contracts code, and checks the seed against the commitment published before
 * betting opened.
 */
export default function LotteryVerifyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const games = useLotteryGames();
  const gameId = params.get('gameId') ?? games.data?.[0]?.gameId ?? '';
  const drawNo = drawNoOf(params.get('drawNo'));
  const [typedGame, setTypedGame] = useState(gameId);
  const [typed, setTyped] = useState(drawNo === null ? '' : String(drawNo));
  const verify = useLotteryVerify(gameId, drawNo);
  const chosenGame = typedGame || gameId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (drawNoOf(typed) !== null && chosenGame)
      setParams({ gameId: chosenGame, drawNo: typed }, { replace: true });
  };
  const notFound = verify.error instanceof ApiError && verify.error.code === 'NOT_FOUND';
  return (
    <div className={styles.page} data-testid="lottery-verify">
      <p className={styles.note}>{t('lottery_verify_intro')}</p>
      <form className={`card-section ${styles.form}`} onSubmit={submit}>
        <label className={styles.field}>
          <span>{t('lottery_game')}</span>
          <select
            value={chosenGame}
            onChange={(event) => setTypedGame(event.target.value)}
            data-testid="lottery-verify-game"
          >
            {(games.data ?? []).map((g) => (
              <option key={g.gameId} value={g.gameId}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('lottery_draw_number')}</span>
          <input
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typed !== '' && drawNoOf(typed) === null}
            data-testid="lottery-verify-input"
          />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={drawNoOf(typed) === null}>
          {t('lottery_verify')}
        </button>
      </form>
      {drawNo === null ? (
        <p className={styles.muted}>{t('lottery_verify_empty')}</p>
      ) : verify.data ? (
        <VerifyDrawResult draw={verify.data} />
      ) : notFound ? (
        <p className={styles.muted} data-testid="lottery-verify-missing">
          {t('lottery_verify_missing')}
        </p>
      ) : verify.isError ? (
        <RetryBlock onRetry={() => void verify.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
