import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORY_ICONS, GAME_ICONS } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import { SvgIcon } from '../../../shared/ui/Icon';
import * as styles from './sections.module.css';

/** The head of a home section: its icon and title, then what follows them (a view-all link). */
export function SectionHead({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <span aria-hidden="true">
        <SvgIcon d={icon} size={18} />
      </span>
      <h2>{title}</h2>
      {children}
    </header>
  );
}

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
    <section className={styles.section} data-testid={`home-section-${category}`}>
      <SectionHead
        icon={GAME_ICONS[CATEGORY_ICONS[category] ?? 'grid']}
        title={t(categoryTitleKey(category))}
      >
        {viewAll && (
          <Link to={viewAll} data-testid={`view-all-${category}`}>
            {t('home_view_all')}
          </Link>
        )}
      </SectionHead>
      {children}
    </section>
  );
}
