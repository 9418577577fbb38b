import { drawWheel, sha256Hex, type WheelSpin, wheelNoPrizePercent } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { WheelOddsTable } from './WheelOddsTable';
import '../../../styles/tokens/promotions.css';
import * as wheelStyles from '../wheel.module.css';

/** The checks run in this browser with WebCrypto, from the values in the fields (H-3). */
async function check(spin: WheelSpin, serverSeed: string, clientSeed: string, seedHash: string) {
  const [hash, draw] = await Promise.all([
    sha256Hex(serverSeed),
    drawWheel(serverSeed, clientSeed, spin.prizes),
  ]);
  return {
    hashOk: hash === seedHash.trim().toLowerCase(),
    resultOk: draw.prizeIndex === spin.prizeIndex && draw.amount === spin.amount,
    draw,
  };
}

function Field(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={wheelStyles.field}>
      <label className={wheelStyles.label} htmlFor={props.id}>
        {props.label}
      </label>
      {/* Two rows: a 64-character hash is read whole at 360 px, not scrolled in one line. */}
      <textarea
        id={props.id}
        className={`${wheelStyles.input} ${wheelStyles.textarea}`}
        rows={2}
        value={props.value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.id}
      />
    </div>
  );
}

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <li className={wheelStyles.check} data-testid={testId} data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span>{label}</span>
      <span className="visually-hidden">{t(ok ? 'wheel_check_ok' : 'wheel_check_bad')}</span>
    </li>
  );
}

/**
 * One spin recomputed: the fields start with the recorded values and can be edited, for example to
 * paste the hash noted before spinning; the verdict says whether they give the recorded result.
 */
export function WheelVerify({ spin }: { spin: WheelSpin }) {
  const { t } = useTranslation();
  const [serverSeed, setServerSeed] = useState(spin.serverSeed);
  const [clientSeed, setClientSeed] = useState(spin.clientSeed);
  const [seedHash, setSeedHash] = useState(spin.seedHash);
  const result = useQuery({
    queryKey: ['wheel-verify', spin.id, serverSeed, clientSeed, seedHash],
    queryFn: () => check(spin, serverSeed, clientSeed, seedHash),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const prizeText = (amount: number) => (amount > 0 ? formatMoney(amount) : t('wheel_no_prize'));
  const matches = result.data ? result.data.hashOk && result.data.resultOk : null;
  return (
    <section className={wheelStyles.card} data-testid="wheel-verify">
      <p className={wheelStyles.note}>
        {t('wheel_spun_at', { date: formatMatchTime(spin.spunAt), prize: prizeText(spin.amount) })}
      </p>
      <Field id="wheel-verify-hash" label={t('wheel_hash_before')} value={seedHash} onChange={setSeedHash} />
      <Field
        id="wheel-verify-seed"
        label={t('wheel_server_seed')}
        value={serverSeed}
        onChange={setServerSeed}
      />
      <Field
        id="wheel-verify-client"
        label={t('wheel_client_seed_used')}
        value={clientSeed}
        onChange={setClientSeed}
      />
      {result.data ? (
        <>
          <ul className={wheelStyles.checks}>
            <Check ok={result.data.hashOk} label={t('wheel_check_hash')} testId="wheel-check-hash" />
            <Check
              ok={result.data.resultOk}
              label={t('wheel_check_result', {
                roll: result.data.draw.roll.toFixed(6),
                prize: prizeText(result.data.draw.amount),
              })}
              testId="wheel-check-result"
            />
          </ul>
          <p className={wheelStyles.verdict} role="status" data-testid="wheel-verdict" data-ok={matches}>
            {t(matches ? 'wheel_matches' : 'wheel_no_match')}
          </p>
        </>
      ) : (
        <PageSpinner />
      )}
      <WheelOddsTable
        prizes={spin.prizes}
        noPrizePercent={wheelNoPrizePercent(spin.prizes)}
        landed={result.data?.draw.prizeIndex}
      />
      <p className={wheelStyles.note}>{t('wheel_formula')}</p>
    </section>
  );
}
