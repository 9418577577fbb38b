import { useTranslation } from '../../../i18n';
import { PlaySafeLink } from '../../../shared/ui/PlaySafeLink';
import * as styles from '../cashier.module.css';

/** One deposit promotion's own terms, opened on demand. */
export function OfferTerms({ terms }: { terms: string }) {
  const { t } = useTranslation();
  return (
    <details className={styles.bonusTerms} data-testid="bonus-terms">
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
      <p className={styles.cashierHint}>{t('bonus_rules_note')}</p>
      <PlaySafeLink className={styles.bonusRgLink} testId="bonus-rg" />
    </>
  );
}
