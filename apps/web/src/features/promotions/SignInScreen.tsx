import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useSignInStatus } from './api/get-sign-in-status';
import { PromoTerms } from './components/PromoTerms';
import { SignInCycle } from './components/SignInCycle';
import { useSignIn } from './hooks/use-sign-in';
import * as promoStyles from './promotions.module.css';

/**
 * /m/activity/signIn, the side menu's Task (R-PROMO-04, R-PROMO-05): the streak, the cycle's
 * rewards, and one sign-in a calendar day in the site's time zone.
 */
export default function SignInScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const status = useSignInStatus();
  const { signIn, busy } = useSignIn();
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={promoStyles.screen} data-testid="sign-in">
      <QueryState query={status}>
        {(s) => (
          <>
            <section className={promoStyles.card}>
              <p className={promoStyles.signInStreak} data-testid="sign-in-streak">
                {t('sign_in_streak', { days: s.streak })}
              </p>
              <p className={promoStyles.note}>{t('sign_in_day_note', { zone: s.timeZone })}</p>
            </section>
            <SignInCycle status={s} />
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={s.signedToday || busy}
              aria-busy={busy}
              onClick={signIn}
              data-testid="sign-in-button"
            >
              {t(s.signedToday ? 'sign_in_signed_today' : 'sign_in_button')}
            </button>
            <Link to="/receivingCenter" className={promoStyles.inlineLink} data-testid="sign-in-to-receiving">
              {t('sign_in_rewards_wait')}
            </Link>
          </>
        )}
      </QueryState>
      <PromoTerms termsKey="sign_in_terms" />
    </div>
  );
}
