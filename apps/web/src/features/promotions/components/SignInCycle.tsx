import type { SignInStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { Icon } from '../../../shared/ui/Icon';
import { cycleDays } from '../lib/sign-in-cycle';
import * as promoStyles from '../promotions.module.css';

/** The cycle's days with their rewards: signed, today's, and to come. */
export function SignInCycle({ status }: { status: SignInStatus }) {
  const { t } = useTranslation();
  return (
    <ol className={promoStyles.signInCycle} data-testid="sign-in-cycle">
      {cycleDays(status).map(({ day, amount, state }) => (
        <li key={day} className={promoStyles.signInDay} data-state={state}>
          <span className={promoStyles.signInDayLabel}>{t('sign_in_day', { day })}</span>
          <strong>{formatMoney(amount)}</strong>
          {state === 'done' && <Icon name="check" size={16} />}
        </li>
      ))}
    </ol>
  );
}
