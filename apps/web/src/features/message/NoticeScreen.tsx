import { usePreferences } from '../../shared/stores/preferences';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { noticesQuery, useNotices } from '../content';
import { NoticeItem } from './components/NoticeItem';
import { useOpenNotice } from './hooks/use-open-notice';
import * as styles from './message.module.css';

/** Announcements (R-MSG-05 … R-MSG-07, R-NAV-08): titles with their read state, opened in place. */
export default function NoticeScreen() {
  const language = usePreferences((s) => s.language);
  const { data, isPending, isError, refetch } = useNotices();
  const { openId, open } = useOpenNotice(data?.list, noticesQuery(language).queryKey);
  if (isPending) return <CardsSkeleton page />;
  if (isError && !data) return <RetryBlock onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState why="notice_empty_why" testId="notice-empty" />;
  return (
    <ul className={styles.list} data-testid="notice-list">
      {data.list.map((notice) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          open={openId === notice.id}
          onToggle={() => open(notice)}
        />
      ))}
    </ul>
  );
}
