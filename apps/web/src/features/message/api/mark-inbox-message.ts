import { type InboxPage, messageEndpoints } from '@app/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { inboxKey } from './get-inbox';
import { unreadCountKey } from './get-unread-count';

export const readInboxMessage = (messageId: number) =>
  callEndpoint(messageEndpoints.readInboxMessage, { body: { messageId } });
export const deleteInboxMessage = (messageId: number) =>
  callEndpoint(messageEndpoints.deleteInboxMessage, { body: { messageId } });

type Pages = InfiniteData<InboxPage, number>;
const markedRead = (messageId: number) => (data: Pages | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      list: p.list.map((m) => (m.messageId === messageId ? { ...m, read: true } : m)),
    })),
  };

/**
 * Marks a message read (shown at once) or deletes it, then reloads the inbox and the counters
 * (R-MSG-11, R-MSG-17).
 */
function useInboxMark(mark: (messageId: number) => Promise<unknown>, optimisticRead: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mark,
    onMutate: (messageId: number) => {
      if (optimisticRead) client.setQueryData<Pages>(inboxKey, markedRead(messageId));
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inboxKey }),
        client.invalidateQueries({ queryKey: unreadCountKey }),
      ]),
  });
}

export const useReadInboxMessage = () => useInboxMark(readInboxMessage, true);
export const useDeleteInboxMessage = () => useInboxMark(deleteInboxMessage, false);
