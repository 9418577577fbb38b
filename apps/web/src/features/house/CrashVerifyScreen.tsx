import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useCrashVerify } from './api/crash';
import { CrashVerifyResult } from './components/CrashVerifyResult';
import '../../styles/tokens/house.css';
import * as styles from './components/crash.module.css';
import * as fairStyles from './components/fairness.module.css';

const roundIdOf = (text: string | null) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * /m/house/crash/verify?roundId= : recomputes a past Crash round in the browser from its revealed hash
 * and the chain's salt, and checks the hash against its neighbours in the published chain.
 */
export default function CrashVerifyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roundId = roundIdOf(params.get('roundId'));
  const [typed, setTyped] = useState(roundId === null ? '' : String(roundId));
  const verify = useCrashVerify(roundId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roundIdOf(typed) !== null) setParams({ roundId: typed }, { replace: true });
  };
  const notFound = verify.error instanceof ApiError && verify.error.code === 'NOT_FOUND';
  return (
    <div className={fairStyles.page} data-testid="crash-verify">
      <p className={fairStyles.intro}>{t('crash_verify_intro')}</p>
      <form className={styles.verifyForm} onSubmit={submit}>
        <label className={styles.field}>
          <span>{t('crash_round_number')}</span>
          <input
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typed !== '' && roundIdOf(typed) === null}
            data-testid="crash-verify-input"
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={roundIdOf(typed) === null}>
          {t('crash_verify')}
        </button>
      </form>
      {roundId === null ? (
        <p className={styles.empty}>{t('crash_verify_empty')}</p>
      ) : verify.data ? (
        <CrashVerifyResult round={verify.data} />
      ) : notFound ? (
        <p className={styles.empty} data-testid="crash-verify-missing">
          {t('crash_verify_missing')}
        </p>
      ) : verify.isError ? (
        <RetryBlock onRetry={() => void verify.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
