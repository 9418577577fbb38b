import { LOTTERY_LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from './lottery.module.css';

interface Props {
  unit: string;
  onUnit(value: string): void;
  unitInvalid: boolean;
  times: string;
  onTimes(value: string): void;
  timesInvalid: boolean;
}

/** A ticket's stake per unit and its multiplier, as every lottery bet form asks for them. */
export function StakeFields({ unit, onUnit, unitInvalid, times, onTimes, timesInvalid }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>
          {t('lottery_unit', {
            min: LOTTERY_LIMITS.minUnitCentavos / 100,
            max: LOTTERY_LIMITS.maxUnitCentavos / 100,
          })}
        </span>
        <input
          inputMode="numeric"
          value={unit}
          onChange={(event) => onUnit(event.target.value)}
          aria-invalid={unitInvalid}
          data-testid="lottery-unit"
        />
      </label>
      <label className={styles.field}>
        <span>{t('lottery_multiplier', { max: LOTTERY_LIMITS.maxMultiplier })}</span>
        <input
          inputMode="numeric"
          value={times}
          onChange={(event) => onTimes(event.target.value)}
          aria-invalid={timesInvalid}
          data-testid="lottery-multiplier"
        />
      </label>
    </div>
  );
}
