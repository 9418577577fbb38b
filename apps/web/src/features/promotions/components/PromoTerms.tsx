import { useTranslation } from '../../../i18n';
import { PlaySafeLink } from '../../../shared/ui/PlaySafeLink';
import * as promoStyles from '../promotions.module.css';

/** Every promotion states its terms and leads to the responsible-gaming page (issue 13, H-6). */
export function PromoTerms({ termsKey }: { termsKey: 'sign_in_terms' | 'reward_terms' }) {
  const { t } = useTranslation();
  return (
    <section className={promoStyles.terms} data-testid="promo-terms">
      <h2>{t('promo_terms_title')}</h2>
      <p>{t(termsKey)}</p>
      <PlaySafeLink className={promoStyles.rgLink} testId="promo-rg" />
    </section>
  );
}
