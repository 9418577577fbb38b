import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useHelpCenter } from './api/get-help-center';
import { HelpContent } from './components/HelpContent';
import { HelpEmpty } from './components/HelpEmpty';
import * as styles from './help.module.css';
import { useHelpIndex } from './hooks/use-help-index';

/** One help item in full (R-HELP-07); the header's back arrow and no footer come from the route table. */
export default function HelpDetailScreen() {
  const { data: items, isPending, isError, refetch } = useHelpCenter();
  const { index } = useHelpIndex(items ?? []);
  if (isPending) return <CardsSkeleton page cards={1} height={320} />;
  if (isError && !items) return <RetryBlock onRetry={() => void refetch()} />;
  const item = items?.[index];
  if (!item) return <HelpEmpty />;
  return (
    <article className={styles.panel} data-testid="help-detail">
      <h2>{item.title}</h2>
      <HelpContent html={item.content} />
    </article>
  );
}
