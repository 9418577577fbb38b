import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';

/** Every promotion states its terms and leads to the responsible-gaming page (issue 13, H-6). */
export function PromoTerms({ termsKey }: { termsKey: 'sign_in_terms' | 'reward_terms' }) {
  const { t } = useTranslation();
  return (
    <section className="promo-terms" data-testid="promo-terms">
      <h2>{t('promo_terms_title')}</h2>
      <p>{t(termsKey)}</p>
      <Link to="/help#responsible-gaming" className="promo-rg-link" data-testid="promo-rg">
        {t('promo_responsible_gaming')}
      </Link>
    </section>
  );
}
