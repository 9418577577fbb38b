import { useTranslation } from '../../../i18n';
import * as styles from './catalogue.module.css';

interface Props {
  pageNum: number;
  totalPages: number;
  loading: boolean;
  onMore(): void;
}

/**
 * "page x / y" and "more games", disabled on the last page (R-GAMES-21, R-GAMES-22); a list that fits
 * on one page has nothing to page through, so no bar.
 */
export function PagingBar({ pageNum, totalPages, loading, onMore }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const last = pageNum >= totalPages;
  return (
    <div className={styles.paging} data-testid="paging-bar">
      <span data-testid="paging-label">{t('game_page_of', { page: pageNum, pages: totalPages })}</span>
      <div aria-hidden="true">
        <span style={{ width: `${Math.min(100, (pageNum / totalPages) * 100)}%` }} />
      </div>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={last || loading}
        onClick={onMore}
        data-testid="more-games"
      >
        {loading ? t('loading') : t('game_more')}
      </button>
    </div>
  );
}
