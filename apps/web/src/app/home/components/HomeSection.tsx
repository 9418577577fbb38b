import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORY_ICONS, GAME_ICONS } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import { SvgIcon } from '../../../shared/ui/Icon';

interface Props {
  category: string;
  children: ReactNode;
  /** The view-all target; none for sections without one. */
  viewAll?: string;
}

/** One home section: icon, title and a view-all link to page type `list` (R-HOME-07). */
export function HomeSection({ category, children, viewAll }: Props) {
  const { t } = useTranslation();
  return (
    <section className="home-section" data-testid={`home-section-${category}`}>
      <header className="home-section-head">
        <span className="home-section-icon" aria-hidden="true">
          <SvgIcon d={GAME_ICONS[CATEGORY_ICONS[category] ?? 'grid']} size={18} />
        </span>
        <h2>{t(categoryTitleKey(category))}</h2>
        {viewAll && (
          <Link to={viewAll} className="home-view-all" data-testid={`view-all-${category}`}>
            {t('home_view_all')}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
