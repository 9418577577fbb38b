import type { LobbyNews } from '@app/contracts';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../shared/lib/date-time';
import { useLobbyNews } from '../api/get-lobby-news';
import { ContentDialog } from './ContentDialog';
import * as styles from './hot-news.module.css';

type NewsItem = LobbyNews['list'][number];

/**
 * The home's hot-news area (R-HOME-21): titles and dates; a tap opens the item in a dialog. The home
 * gives the section its look and its heading, as its other sections have.
 */
export function HotNews({ className, heading }: { className: string; heading: ReactNode }) {
  const items = useLobbyNews().data?.list ?? [];
  const [open, setOpen] = useState<NewsItem | null>(null);
  if (items.length === 0) return null;
  return (
    <section className={className} data-testid="hot-news">
      {heading}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" onClick={() => setOpen(item)} data-testid="hot-news-item">
              <span>{item.title}</span>
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <ContentDialog
          title={open.title}
          html={open.content}
          onClose={() => setOpen(null)}
          testId="hot-news-dialog"
        />
      )}
    </section>
  );
}
