import { useTranslation } from '../../i18n';
import * as styles from './cards-skeleton.module.css';

/**
 * A data screen while its first answer is on the way: grey cards where the cards will be, so the page
 * keeps its shape and nothing jumps when they arrive (a spinner says only "wait").
 */
export function CardsSkeleton({
  cards = 3,
  height = 72,
  page = false,
}: {
  cards?: number;
  height?: number;
  /** In place of a whole screen, with the screen's margins. */
  page?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={page ? `${styles.list} ${styles.page}` : styles.list}
      role="status"
      data-testid="cards-skeleton"
    >
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={`skeleton ${styles.card}`} style={{ height }} />
      ))}
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
