import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleOf, useSession } from '../../shared/stores/session';
import { useStatus } from '../system/api/get-status';
import { HelpShortcuts } from './components/HelpShortcuts';

/** The game home. Its sections arrive with the catalogue; until then it welcomes and points to help. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const siteName = useStatus().data?.info.siteName ?? '';
  const isGuest = roleOf(useSession((s) => s.session)) === 'guest';
  const registration = useStatus().data?.info.register;
  // Every Register button goes while registration is off (R-REG-23).
  const canRegister = Boolean(registration?.username || registration?.mobile);
  return (
    <div className="home" data-testid="home">
      <section className="hero">
        <p className="hero-badge">{t('home_age_notice')}</p>
        <h2 className="hero-title">{t('home_hero_title', { site: siteName })}</h2>
        <p className="hero-text">{t('site_tagline')}</p>
        {isGuest && (
          <>
            <p className="hero-text hero-text-small">{t('home_hero_text')}</p>
            <div className="hero-actions">
              {canRegister && (
                <Link to="/register" className="btn btn-primary">
                  {t('home_hero_register')}
                </Link>
              )}
              <Link to="/login" className="btn btn-ghost">
                {t('home_hero_login')}
              </Link>
            </div>
          </>
        )}
      </section>
      <HelpShortcuts />
    </div>
  );
}
