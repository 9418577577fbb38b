import type { WheelStatus } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useWheelSeed } from '../hooks/use-wheel-seed';
import { useWheelSpin } from '../hooks/use-wheel-spin';
import * as wheelStyles from '../wheel.module.css';
import { WheelDial } from './WheelDial';
import { WheelOddsTable } from './WheelOddsTable';
import { WheelResult } from './WheelResult';

/** Why the Spin button is off, if it is. */
function useBlockedReason(status: WheelStatus, seedValid: boolean) {
  const { t } = useTranslation();
  if (status.level < status.fromLevel || status.spinsPerDay === 0)
    return t('wheel_reason_level', { level: status.fromLevel });
  if (status.spinsLeft === 0) return t('wheel_reason_used');
  if (!seedValid) return t('wheel_seed_rule');
  return null;
}

/**
 * The wheel before and after a spin: the hash committed for the next spin, the player's seed, the
 * odds, and the spin; the result shows once the dial has landed.
 */
export function WheelPlay({ status }: { status: WheelStatus }) {
  const { t } = useTranslation();
  const seed = useWheelSeed();
  const { spin, busy, last } = useWheelSpin();
  const [landedId, setLandedId] = useState<string | null>(null);
  const onLanded = useCallback((id: string) => setLandedId(id), []);
  const landed = last && last.id === landedId ? last : null;
  const reason = useBlockedReason(status, seed.valid);
  const spinning = busy || (last !== null && landed === null);
  return (
    <>
      <WheelDial prizes={status.prizes} target={last} onLanded={onLanded} />
      {landed && <WheelResult spin={landed} />}
      <p className={wheelStyles.spinsLeft} data-testid="wheel-spins-left">
        {t('wheel_spins_left', { left: status.spinsLeft, total: status.spinsPerDay })}
      </p>
      <div className={wheelStyles.field}>
        <span className={wheelStyles.label}>{t('wheel_next_hash')}</span>
        <code className={wheelStyles.mono} data-testid="wheel-hash">
          {status.seedHash}
        </code>
      </div>
      <form
        className={wheelStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason || spinning) return;
          spin({ seedHash: status.seedHash, clientSeed: seed.seed }, { onSuccess: seed.renew });
        }}
      >
        <label className={wheelStyles.label} htmlFor="wheel-client-seed">
          {t('wheel_client_seed')}
        </label>
        <input
          id="wheel-client-seed"
          className={wheelStyles.input}
          value={seed.seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!seed.valid}
          onChange={(event) => seed.setSeed(event.target.value)}
          data-testid="wheel-client-seed"
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={reason !== null || spinning}
          aria-busy={spinning}
          aria-describedby={reason ? 'wheel-blocked' : undefined}
          data-testid="wheel-spin"
        >
          {t(spinning ? 'wheel_spinning' : 'wheel_spin')}
        </button>
        {reason && (
          <p id="wheel-blocked" className={wheelStyles.note} data-testid="wheel-blocked">
            {reason}
          </p>
        )}
      </form>
      <WheelOddsTable
        prizes={status.prizes}
        noPrizePercent={status.noPrizePercent}
        landed={landed ? landed.prizeIndex : undefined}
      />
    </>
  );
}
