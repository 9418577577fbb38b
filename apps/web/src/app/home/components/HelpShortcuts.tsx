import { Link } from 'react-router';
import { useHelpCenter } from '../../../features/help';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';

const SHOWN = 4;

/** The first help items as shortcuts; hidden while there are none. */
export function HelpShortcuts() {
  const { t } = useTranslation();
  const items = useHelpCenter().data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card-section" data-testid="help-shortcuts">
      <h2 className="section-title">{t('home_help_title')}</h2>
      <ul className="link-list">
        {items.slice(0, SHOWN).map((item, index) => (
          <li key={item.key}>
            <Link
              to={`/help?i=${index}`}
              className="link-row"
              aria-label={`${item.title} · ${t('home_help_open')}`}
            >
              <Icon name="help" />
              <span>{item.title}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
