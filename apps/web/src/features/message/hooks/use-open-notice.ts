import type { Announcement } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { useSession } from '../../../shared/stores/session';
import { markAnnouncementRead } from '../../content';
import { unreadCountKey } from '../api/get-unread-count';
import { noticeTarget } from '../lib/notice-target';

const markedLocally = (id: number) => (data: { list: Announcement[] } | undefined) =>
  data && { list: data.list.map((n) => (n.id === id ? { ...n, read: true } : n)) };

/**
 * Which notice is open. Opening one marks it read here at once, then on the server, then reloads
 * the notices, the announcement caches and the counters (R-MSG-06, R-MSG-08, R-MSG-17). The notice
 * named by the query is opened and scrolled into view when the list arrives (R-NAV-08).
 */
export function useOpenNotice(list: Announcement[] | undefined, queryKey: readonly unknown[]) {
  const client = useQueryClient();
  const member = useSession((s) => s.session !== null);
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useRef(false);

  const open = useCallback(
    (notice: Announcement) => {
      setOpenId((current) => (current === notice.id ? null : notice.id));
      if (notice.read) return;
      client.setQueryData(queryKey, markedLocally(notice.id));
      if (!member) return;
      void markAnnouncementRead(notice.announcementId)
        .catch(() => undefined)
        .then(() =>
          Promise.all([
            client.invalidateQueries({ queryKey: VIEWER_SCOPE }),
            client.invalidateQueries({ queryKey: unreadCountKey }),
          ]),
        );
    },
    [client, member, queryKey],
  );

  useEffect(() => {
    if (!list || opened.current) return;
    opened.current = true;
    const target = noticeTarget(
      list.map((n) => n.id),
      params.get('id'),
      params.get('index'),
    );
    const notice = list.find((n) => n.id === target);
    if (!notice) return;
    open(notice);
    requestAnimationFrame(() =>
      document.getElementById(`notice-${notice.id}`)?.scrollIntoView({ block: 'start' }),
    );
  }, [list, params, open]);

  return { openId, open };
}
