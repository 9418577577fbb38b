import type { LotteryVerify } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { checkDraw } from '../lib/lottery';
import { DrawBalls } from './DrawBalls';
import * as styles from './lottery.module.css';

function Check({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.check} data-testid="lottery-check" data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {label}
      <span className="visually-hidden">{t(ok ? 'crash_check_ok' : 'crash_check_bad')}</span>
    </li>
  );
}

/** One drawn draw recomputed here: its seed against the commitment, its digits from the seed. */
export function VerifyDrawResult({ draw }: { draw: LotteryVerify }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['lottery', 'check', draw.gameId, draw.drawNo],
    queryFn: () => checkDraw(draw),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section className={`card-section ${styles.verify}`} data-testid="lottery-verify-result">
      <p>
        {t('lottery_draw_no', { draw: draw.drawNo })}{' '}
        <DrawBalls numbers={draw.numbers} label={t('lottery_numbers')} testId="lottery-verify-numbers" />
      </p>
      <dl className={styles.fields}>
        <div>
          <dt>{t('lottery_server_seed')}</dt>
          <dd>{draw.serverSeed}</dd>
        </div>
        <div>
          <dt>{t('lottery_commitment_label')}</dt>
          <dd>{draw.commitment}</dd>
        </div>
      </dl>
      {check.data ? (
        <ul className={styles.checks}>
          <Check ok={check.data.commitmentMatches} label={t('lottery_check_commitment')} />
          <Check
            ok={check.data.numbersMatch}
            label={t('lottery_check_numbers', { numbers: check.data.numbers })}
          />
        </ul>
      ) : (
        <p>{t(check.isError ? 'crash_check_unavailable' : 'crash_checking')}</p>
      )}
    </section>
  );
}
