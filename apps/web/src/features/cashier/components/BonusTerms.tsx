import { useTranslation } from '../../../i18n';
import { PlaySafeLink } from '../../../shared/ui/PlaySafeLink';

/** One deposit promotion's own terms, opened on demand. */
export function OfferTerms({ terms }: { terms: string }) {
  const { t } = useTranslation();
  return (
    <details className="bonus-terms" data-testid="bonus-terms">
      <summary>{t('promo_terms_title')}</summary>
      <p>{terms}</p>
    </details>
  );
}

/**
 * What bonus money is, said plainly, beside every deposit promotion, and the way to the
 * responsible-gaming page (issue 13, H-6).
 */
export function BonusRules() {
  const { t } = useTranslation();
  return (
    <>
      <p className="cashier-hint">{t('bonus_rules_note')}</p>
      <PlaySafeLink className="bonus-rg-link" testId="bonus-rg" />
    </>
  );
}
