import type { LobbyNews } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { SvgIcon } from '../../../shared/ui/Icon';
import { useLobbyNews } from '../api/get-lobby-news';
import { ContentDialog } from './ContentDialog';

type NewsItem = LobbyNews['list'][number];

const NEWS_ICON = 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12h7M7 15h4';

/** The home's hot-news area (R-HOME-21): titles and dates; a tap opens the item in a dialog. */
export function HotNews() {
  const { t } = useTranslation();
  const items = useLobbyNews().data?.list ?? [];
  const [open, setOpen] = useState<NewsItem | null>(null);
  if (items.length === 0) return null;
  return (
    <section className="home-section hot-news" data-testid="hot-news">
      <header className="home-section-head">
        <span className="home-section-icon" aria-hidden="true">
          <SvgIcon d={NEWS_ICON} size={18} />
        </span>
        <h2>{t('home_hot_news')}</h2>
      </header>
      <ul className="hot-news-list">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" onClick={() => setOpen(item)} data-testid="hot-news-item">
              <span className="hot-news-title">{item.title}</span>
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
