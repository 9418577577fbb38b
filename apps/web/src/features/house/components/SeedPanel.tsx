import type { FairnessValue } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useRotateSeed } from '../api/fairness';
import { isValidClientSeed, randomClientSeed } from '../lib/client-seed';
import * as styles from './fairness.module.css';

/** The active commitment, and the client seed with rotate (which reveals the server seed in use). */
export function SeedPanel({ fairness }: { fairness: FairnessValue }) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(randomClientSeed);
  const rotate = useRotateSeed();
  const valid = isValidClientSeed(seed);
  const { active } = fairness;
  return (
    <section className="card-section" data-testid="fair-active">
      <h2 className="section-title">{t('fair_active')}</h2>
      <dl className={styles.state}>
        <dt>{t('fair_server_hash')}</dt>
        <dd className={styles.mono} data-testid="fair-hash">
          {active.serverSeedHash}
        </dd>
        <dt>{t('fair_client_seed')}</dt>
        <dd className={styles.mono} data-testid="fair-client-seed">
          {active.clientSeed}
        </dd>
        <dt>{t('fair_next_nonce')}</dt>
        <dd className={styles.mono} data-testid="fair-nonce">
          {active.nonce}
        </dd>
      </dl>
      <form
        className={styles.rotate}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) rotate.mutate(seed, { onSuccess: () => setSeed(randomClientSeed()) });
        }}
      >
        <label htmlFor="fair-new-seed">{t('fair_new_client_seed')}</label>
        <input
          id="fair-new-seed"
          value={seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setSeed(e.target.value)}
          aria-invalid={!valid}
          data-testid="fair-seed-input"
        />
        {!valid && <p className={styles.seedError}>{t('fair_seed_rule')}</p>}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!valid || rotate.isPending}
          data-testid="fair-rotate"
        >
          {t('fair_rotate')}
        </button>
        <p className={styles.note}>{t('fair_rotate_note')}</p>
      </form>
    </section>
  );
}
