import { useTranslation } from '../../../i18n';
import { Logo } from '../../../shared/ui/Logo';

/**
 * The site's frame (logo, header, bottom bar) with placeholders, while the status the first screen
 * waits for is on its way: on a slow network the player sees the site at once, never a bare spinner.
 * index.html paints the same frame before the scripts arrive.
 */
export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <div className="splash" data-testid="shell-loading">
      <header className="home-header">
        <Logo compact />
      </header>
      <div className="splash-body" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        <span className="skeleton splash-card" />
        <span className="skeleton splash-line" />
        <span className="skeleton splash-card" />
      </div>
      <div className="footer-menu" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="skeleton splash-tab" />
        ))}
      </div>
    </div>
  );
}
