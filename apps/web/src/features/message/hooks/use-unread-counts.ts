import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { roleOf, useSession } from '../../../shared/stores/session';
import { useChatUnreadQuery } from '../api/get-chat-unread';
import { unreadCountKey, useUnreadCountQuery } from '../api/get-unread-count';

export interface UnreadCounts {
  announcement: number;
  inbox: number;
  chat: number;
}

const NONE: UnreadCounts = { announcement: 0, inbox: 0, chat: 0 };

/**
 * The three counters a badge may show (R-MSG-14 … R-MSG-16): none for guests; a trial account has
 * only the announcement counter (R-ROLE-08); the chat counter comes from CBS_unreadCount, which
 * is authoritative, and only while CBS3 is on.
 */
export function useUnreadCounts(): UnreadCounts {
  const role = roleOf(useSession((s) => s.session));
  const chatOn = useStatus().data?.info.whitelabel.CBS3 === true;
  const counts = useUnreadCountQuery(role !== 'guest').data;
  const chat = useChatUnreadQuery(role === 'member' && chatOn).data;
  if (role === 'guest' || !counts) return NONE;
  const real = role === 'member';
  return {
    announcement: counts.announcementUnreadCount,
    inbox: real ? counts.inboxUnreadCount : 0,
    chat: real && chatOn ? (chat?.unreadCount ?? 0) : 0,
  };
}

/** Asks for fresh counters when a screen is entered (R-MSG-17); the 250 ms spacing still applies. */
export function useRefreshUnreadOnEnter() {
  const client = useQueryClient();
  const loggedIn = useSession((s) => s.session !== null);
  useEffect(() => {
    if (loggedIn) void client.invalidateQueries({ queryKey: unreadCountKey });
  }, [client, loggedIn]);
}
