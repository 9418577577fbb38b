import type { WheelSpin } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as wheelStyles from '../wheel.module.css';

/** Where a spin landed, its revealed seed, and the way to check it (R-PROMO-10). */
export function WheelResult({ spin }: { spin: WheelSpin }) {
  const { t } = useTranslation();
  const won = spin.amount > 0;
  return (
    <div className={wheelStyles.result} role="status" data-testid="wheel-result" data-won={won}>
      <strong className={wheelStyles.resultTitle} data-testid="wheel-result-title">
        {won ? t('wheel_won', { amount: formatMoney(spin.amount) }) : t('wheel_lost')}
      </strong>
      <span className={wheelStyles.note}>{t('wheel_roll', { roll: spin.roll.toFixed(6) })}</span>
      <span className={wheelStyles.label}>{t('wheel_revealed_seed')}</span>
      <code className={wheelStyles.mono} data-testid="wheel-revealed-seed">
        {spin.serverSeed}
      </code>
      <Link
        to={`/rewardCenter/wheel?spin=${spin.id}`}
        className={`btn btn-ghost btn-block ${wheelStyles.verifyLink}`}
        data-testid="wheel-verify-link"
      >
        {t('wheel_verify_link')}
      </Link>
    </div>
  );
}
