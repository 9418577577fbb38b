import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useHelpCenter } from './api/get-help-center';
import { HelpContent } from './components/HelpContent';
import { HelpEmpty } from './components/HelpEmpty';
import * as styles from './help.module.css';
import { useActiveInView } from './hooks/use-active-in-view';
import { useHelpIndex } from './hooks/use-help-index';

/** The help centre (R-HELP-01 … R-HELP-08): a row of titles above the active item's content. */
export default function HelpScreen() {
  const { data: items, isPending, isError, refetch } = useHelpCenter();
  const { index, select } = useHelpIndex(items ?? []);
  const menu = useActiveInView(index);
  if (isPending) return <CardsSkeleton page cards={5} height={52} />;
  if (isError && !items) return <RetryBlock onRetry={() => void refetch()} />;
  if (!items || items.length === 0) return <HelpEmpty />;
  const active = items[index];
  return (
    <div className={styles.help}>
      <nav className={styles.menu} aria-label="help" ref={menu}>
        {items.map((item, i) => (
          <button
            key={item.key}
            type="button"
            className={i === index ? `${styles.title} ${styles.active}` : styles.title}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => select(i)}
            data-testid={`help-title-${item.key}`}
          >
            {item.title}
          </button>
        ))}
      </nav>
      {active && (
        <article className={styles.panel} data-testid="help-panel">
          <h2>{active.title}</h2>
          <HelpContent html={active.content} />
        </article>
      )}
    </div>
  );
}
