import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { Icon } from '../../shared/ui/Icon';

/** The header of every screen but home: a back arrow to /m/ and the route's title (R-NAV-31, R-NAV-32). */
export function TopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar" data-testid="top-bar">
      <Link to="/" className="icon-button" aria-label={t('header_back')} data-testid="back-home">
        <Icon name="back" />
      </Link>
      <h1 className="top-bar-title">{title}</h1>
      <span className="icon-button-spacer" />
    </header>
  );
}
