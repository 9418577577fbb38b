import { COPYRIGHT_YEAR, TIMING } from '@app/contracts';
import { Link, useNavigate } from 'react-router';
import {
  allVendors,
  GAME_ICONS,
  GameArt,
  type GameIconName,
  useSiteCategories,
} from '../../../features/games';
import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { useStatus } from '../../../shared/api/get-status';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import { SvgIcon } from '../../../shared/ui/Icon';
import { homeSearch } from '../lib/page-type';
import * as styles from './site-footer.module.css';

/**
 * The site footer (R-HOME-28, H-4): vendor logos from the vendor data, badges only from the
 * operator's configuration with their verification links (a payment badge only while its method
 * is offered), service items that are all true ("Safe payment" only with a payment method,
 * "Competitive odds", "24/7 Support" only when staffed so, "Multi-currency" only with more than
 * one real currency), a way to the responsible-gaming tools, and © 2024.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteName = useStatus().data?.info.siteName ?? '';
  const settings = useConsolidatedSettings().data;
  const footer = settings?.footer;
  const methods = settings?.payments.methods ?? [];
  const multiCurrency = (settings?.payments.currencies.length ?? 0) > 1;
  const { vendorData, categories } = useSiteCategories();
  const vendors = allVendors(vendorData.data);
  const services: { key: MessageKey; icon: GameIconName }[] = [
    ...(methods.length > 0 ? [{ key: 'footer_safe_payment' as const, icon: 'coins' as const }] : []),
    ...(footer?.support247 ? [{ key: 'footer_support_247' as const, icon: 'headset' as const }] : []),
    { key: 'footer_mobile_friendly', icon: 'phone' },
    { key: 'footer_competitive_odds', icon: 'chart' },
    ...(multiCurrency ? [{ key: 'footer_multi_currency' as const, icon: 'card' as const }] : []),
  ];
  // R-HOME-29: open the category on the home, then scroll to the top after 500 ms.
  const openCategory = (category: (typeof categories)[number]['category']) => {
    navigate(`/home${homeSearch({ type: 'list', category })}`);
    setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), TIMING.footerScrollDelayMs);
  };
  const badges = (footer?.badges ?? []).filter(
    (badge) => badge.kind !== 'payment' || (badge.method !== undefined && methods.includes(badge.method)),
  );
  return (
    <footer className={styles.footer} data-testid="site-footer">
      {categories.length > 0 && (
        <nav aria-label={t('footer_categories')}>
          {categories.map((entry) => (
            <button
              key={entry.category}
              type="button"
              onClick={() => openCategory(entry.category)}
              data-testid={`footer-category-${entry.category}`}
            >
              {t(categoryTitleKey(entry.category))}
            </button>
          ))}
        </nav>
      )}
      {vendors.length > 0 && (
        <section aria-label={t('footer_providers')}>
          <h2>{t('footer_providers')}</h2>
          <div className={styles.logos} data-testid="footer-vendors">
            {vendors.map((v) => (
              // R-HOME-22: a vendor opens its providers page.
              <Link
                key={v.vassalage}
                to={`/providers?vassalage=${encodeURIComponent(v.vassalage)}`}
                data-testid={`footer-vendor-${v.vassalage}`}
              >
                {v.mobileSmallIcon ? (
                  <GameArt src={v.mobileSmallIcon} name={v.displayName} variant={1} className={styles.logo} />
                ) : (
                  <span className={styles.wordmark}>{v.displayName}</span>
                )}
              </Link>
            ))}
          </div>
        </section>
      )}
      {(['payment', 'certification'] as const).map((kind) => {
        const held = badges.filter((b) => b.kind === kind);
        if (held.length === 0) return null;
        return (
          <section key={kind}>
            <h2>{t(kind === 'payment' ? 'footer_payment' : 'footer_certification')}</h2>
            <div className={styles.badges} data-testid={`footer-badges-${kind}`}>
              {held.map((badge) =>
                badge.verifyUrl ? (
                  <a
                    key={badge.name}
                    href={badge.verifyUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={badge.name}
                  >
                    <img src={badge.imageUrl} alt={badge.name} loading="lazy" />
                  </a>
                ) : (
                  <img
                    key={badge.name}
                    src={badge.imageUrl}
                    alt={badge.name}
                    title={badge.name}
                    loading="lazy"
                  />
                ),
              )}
            </div>
          </section>
        );
      })}
      <ul data-testid="footer-services">
        {services.map((s) => (
          <li key={s.key}>
            <SvgIcon d={GAME_ICONS[s.icon]} size={20} />
            <span>{t(s.key)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.age}>{t('home_age_notice')}</p>
      <Link to="/member/responsibleGaming" data-testid="footer-responsible-gaming">
        {t('rg_title')}
      </Link>
      <p data-testid="copyright">{t('footer_copyright', { year: COPYRIGHT_YEAR, site: siteName })}</p>
    </footer>
  );
}
