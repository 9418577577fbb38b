import type { InboxMessage } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { TrialRefusal } from '../account';
import { useInbox } from './api/get-inbox';
import { useDeleteInboxMessage, useReadInboxMessage } from './api/mark-inbox-message';
import { InboxItem } from './components/InboxItem';
import * as styles from './message.module.css';

/** The inbox (R-MSG-10, R-MSG-11): guests are sent to /m/login by the route, trial accounts refused. */
export default function InboxScreen() {
  const role = roleOf(useSession((s) => s.session));
  if (role === 'trial') return <TrialRefusal />;
  return <Inbox />;
}

function Inbox() {
  const { t } = useTranslation();
  const inbox = useInbox(true);
  const read = useReadInboxMessage();
  const remove = useDeleteInboxMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (inbox.isPending) return <CardsSkeleton page />;
  if (inbox.isError && !inbox.data) return <RetryBlock onRetry={() => void inbox.refetch()} />;
  const messages = inbox.data.pages.flatMap((p) => p.list);
  const toggle = (m: InboxMessage) => {
    setOpenId((current) => (current === m.messageId ? null : m.messageId));
    if (!m.read) read.mutate(m.messageId);
  };
  if (messages.length === 0) return <EmptyState why="inbox_empty_why" next={null} testId="inbox-empty" />;
  return (
    <>
      <ul className={styles.list} data-testid="inbox-list">
        {messages.map((m) => (
          <InboxItem
            key={m.messageId}
            message={m}
            open={openId === m.messageId}
            onToggle={() => toggle(m)}
            onDelete={() => setDeleting(m.messageId)}
          />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <button
          type="button"
          className={`btn ${styles.more}`}
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {t('msg_more')}
        </button>
      )}
      {deleting !== null && (
        <ConfirmDialog
          testId="inbox-delete-confirm"
          message={t('msg_delete_confirm')}
          cancelLabel={t('prompt_cancel')}
          confirmLabel={t('msg_delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting);
            setDeleting(null);
            setOpenId(null);
          }}
        />
      )}
    </>
  );
}
