import { useTranslation } from '../../../i18n';
import * as styles from './records.module.css';

interface Props {
  pageNum: number;
  totalPages: number;
  onPage(pageNum: number): void;
}

/** Previous / "page x / y" / next under a records list. */
export function RecordsPager({ pageNum, totalPages, onPage }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.recordsPager} aria-label={t('rec_pages')} data-testid="records-pager">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
        data-testid="records-prev"
      >
        {t('rec_prev')}
      </button>
      <span>{t('game_page_of', { page: pageNum, pages: totalPages })}</span>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={pageNum >= totalPages}
        onClick={() => onPage(pageNum + 1)}
        data-testid="records-next"
      >
        {t('rec_next')}
      </button>
    </nav>
  );
}
