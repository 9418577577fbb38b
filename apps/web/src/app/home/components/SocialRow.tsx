import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { SocialLinks } from '../../../shared/ui/SocialLinks';

const HOME_SOCIALS = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'INSTAGRAM', 'VIBER'];

/** The home's social row (R-HOME-24): each network only while its link is configured. */
export function SocialRow() {
  const { t } = useTranslation();
  const resources = useStatus().data?.info.resources ?? [];
  const socials = resources.filter((r) => HOME_SOCIALS.includes(r.resourceType) && r.url);
  if (socials.length === 0) return null;
  return (
    <section className="card-section" data-testid="home-social-row">
      <h2 className="section-title">{t('menu_follow_us')}</h2>
      <SocialLinks resources={socials} />
    </section>
  );
}
