import { type CrashVerify, formatMultiplier } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { checkCrashRound } from '../lib/crash-verify';
import * as styles from './crash.module.css';
import * as fairStyles from './fairness.module.css';

function Check({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <li className={fairStyles.check} data-testid="crash-check" data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {label}
      <span className="visually-hidden">{t(ok ? 'crash_check_ok' : 'crash_check_bad')}</span>
    </li>
  );
}

/** One crashed round recomputed here: its point from the hash and salt, and its links in the chain. */
export function CrashVerifyResult({ round }: { round: CrashVerify }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['house', 'crash', 'check', round.roundId],
    queryFn: () => checkCrashRound(round),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const fields: [string, string][] = [
    [t('crash_round'), `#${round.roundId} · ${t('crash_chain_index', { index: round.chainIndex })}`],
    [t('crash_game_hash'), round.hash],
    [t('crash_salt'), round.salt],
    [t('crash_previous_hash'), round.previousHash],
    [t('crash_terminating_hash'), round.terminatingHash],
  ];
  return (
    <section className={`card-section ${styles.verify}`} data-testid="crash-verify-result">
      <p className={styles.verifyPoint}>
        {t('crash_crashed_at')} <strong>{formatMultiplier(round.crashPointCents)}</strong>
      </p>
      <dl className={styles.verifyFields}>
        {fields.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {check.data ? (
        <ul className={fairStyles.checks}>
          <Check
            ok={check.data.pointMatches}
            label={t('crash_check_point', { point: formatMultiplier(check.data.pointCents) })}
          />
          <Check ok={check.data.linksBack} label={t('crash_check_back')} />
          {check.data.linksForward !== null && (
            <Check ok={check.data.linksForward} label={t('crash_check_forward')} />
          )}
        </ul>
      ) : (
        <p>{t(check.isError ? 'crash_check_unavailable' : 'crash_checking')}</p>
      )}
    </section>
  );
}
