import type { FairnessValue } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import * as styles from './fairness.module.css';

/** Earlier seeds, newest first: anyone can now check each against the hash that was shown before play. */
export function RevealedSeeds({ revealed }: { revealed: FairnessValue['revealed'] }) {
  const { t } = useTranslation();
  return (
    <section className="card-section" data-testid="fair-revealed">
      <h2 className="section-title">{t('fair_revealed')}</h2>
      {revealed.length === 0 ? (
        <p className={styles.note}>{t('fair_none_revealed')}</p>
      ) : (
        <ul className={styles.seeds}>
          {revealed.map((seed) => (
            <li key={seed.serverSeedHash} data-testid="fair-revealed-seed">
              <dl className={styles.state}>
                <dt>{t('fair_server_seed')}</dt>
                <dd className={styles.mono} data-testid="fair-revealed-server-seed">
                  {seed.serverSeed}
                </dd>
                <dt>{t('fair_server_hash')}</dt>
                <dd className={styles.mono}>{seed.serverSeedHash}</dd>
                <dt>{t('fair_client_seed')}</dt>
                <dd className={styles.mono}>{seed.clientSeed}</dd>
              </dl>
              <p className={styles.note}>
                {t('fair_spins_used', { count: seed.nextNonce })} · {formatMatchTime(seed.revealedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
