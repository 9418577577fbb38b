import { CRASH_RULES, formatMultiplier } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from './crash.module.css';

/** The published rules: house edge, limits, the curve and how each crash point is fixed in advance. */
export function CrashRulesSheet({ currency, onClose }: { currency: string; onClose(): void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('crash_house_edge'), `${CRASH_RULES.houseEdgeBp / 100}%`],
    [t('house_rtp'), `${100 - CRASH_RULES.houseEdgeBp / 100}%`],
    [t('crash_min_bet'), formatMoneyCentavos(CRASH_RULES.minBetCentavos, currency)],
    [t('crash_max_bet'), formatMoneyCentavos(CRASH_RULES.maxBetCentavos, currency)],
    [t('crash_max_win'), formatMoneyCentavos(CRASH_RULES.maxWinCentavos, currency)],
    [t('crash_max_multiplier'), formatMultiplier(CRASH_RULES.maxMultiplierCents)],
  ];
  return (
    <Sheet title={t('crash_rules')} onClose={onClose} testId="crash-rules" look="game">
      <dl className={styles.rules}>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('crash_rules_play', { seconds: CRASH_RULES.bettingMs / 1000 })}</p>
      <p>{t('crash_rules_curve')}</p>
      <p className={styles.formula}>m(t) = e^(0.00006 · t ms)</p>
      <p>{t('crash_rules_fair')}</p>
      <p className={styles.formula}>C = max(1, ⌊99 / (1 − r / 2⁵²)⌋ / 100)</p>
      <p>{t('crash_rules_odds')}</p>
      <Link to="/house/crash/verify" className="btn btn-ghost btn-block" data-testid="crash-verify-link">
        {t('crash_verify')}
      </Link>
    </Sheet>
  );
}
