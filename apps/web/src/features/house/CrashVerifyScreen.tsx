import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useCrashVerify } from './api/crash';
import { CrashVerifyResult } from './components/CrashVerifyResult';
import './house.css';
import './crash.css';

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
    <div className="fairness" data-testid="crash-verify">
      <p className="fair-intro">{t('crash_verify_intro')}</p>
      <form className="crash-verify-form" onSubmit={submit}>
        <label className="crash-field">
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
        <p className="crash-empty">{t('crash_verify_empty')}</p>
      ) : verify.data ? (
        <CrashVerifyResult round={verify.data} />
      ) : notFound ? (
        <p className="crash-empty" data-testid="crash-verify-missing">
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
