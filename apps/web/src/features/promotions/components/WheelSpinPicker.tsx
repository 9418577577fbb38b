import type { WheelSpin } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import * as wheelStyles from '../wheel.module.css';

/** The member's last spins, newest first, each a link that opens its check. */
export function WheelSpinPicker({ spins, selectedId }: { spins: readonly WheelSpin[]; selectedId: string }) {
  const { t } = useTranslation();
  return (
    <ul className={wheelStyles.picker} data-testid="wheel-spin-list">
      {spins.map((spin) => (
        <li key={spin.id}>
          <Link
            to={`/rewardCenter/wheel?spin=${spin.id}`}
            replace
            className={wheelStyles.pick}
            aria-current={spin.id === selectedId ? 'true' : undefined}
            data-testid="wheel-spin-pick"
          >
            <span>{formatMatchTime(spin.spunAt)}</span>
            <strong>{spin.amount > 0 ? formatMoney(spin.amount) : t('wheel_no_prize')}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
