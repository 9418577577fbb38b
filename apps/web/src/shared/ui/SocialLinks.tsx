import type { Resource } from '@app/contracts';
import { messageKeyOf, useTranslation } from '../../i18n';
import { Icon, type IconName } from './Icon';
import * as styles from './social-links.module.css';

const ICONS: Record<string, IconName> = {
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
  INSTAGRAM: 'instagram',
  WHATSAPP: 'chat',
  VIBER: 'chat',
  SOCIALMEDIA: 'link',
};

export const SOCIAL_TYPES = Object.keys(ICONS);

/** One link per configured social resource, opened outside the app (R-MENU-08, R-SYS-05). */
export function SocialLinks({ resources, className }: { resources: Resource[]; className?: string }) {
  const { t } = useTranslation();
  const socials = resources.filter((r) => SOCIAL_TYPES.includes(r.resourceType));
  if (socials.length === 0) return null;
  return (
    <ul className={className ? `${styles.links} ${className}` : styles.links}>
      {socials.map((r) => (
        <li key={`${r.resourceType}-${r.url}`}>
          <a href={r.url} target="_blank" rel="noopener noreferrer" data-testid={`social-${r.resourceType}`}>
            <Icon name={ICONS[r.resourceType] ?? 'link'} />
            <span>{t(messageKeyOf(`social_${r.resourceType}`, 'social_SOCIALMEDIA'))}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
