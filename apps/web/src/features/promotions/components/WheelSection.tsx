import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { QueryState } from '../../../shared/ui/QueryState';
import { useWheel } from '../api/get-wheel';
import * as wheelStyles from '../wheel.module.css';
import { WheelPlay } from './WheelPlay';

/**
 * The provably fair VIP Wheel at the top of the reward centre (R-PROMO-10, H-3). It belongs to
 * the VIP club: while the operator has the club off, the section is not shown.
 */
export function WheelSection() {
  const { t } = useTranslation();
  const wheel = useWheel();
  if (wheel.error instanceof ApiError && wheel.error.code === 'PROMOTION_OFF') return null;
  return (
    <section className={wheelStyles.card} data-testid="wheel-section" aria-labelledby="wheel-title">
      <h2 id="wheel-title" className={wheelStyles.title}>
        {t('wheel_title')}
      </h2>
      <p className={wheelStyles.note}>{t('wheel_intro')}</p>
      <QueryState query={wheel}>{(status) => <WheelPlay status={status} />}</QueryState>
    </section>
  );
}
