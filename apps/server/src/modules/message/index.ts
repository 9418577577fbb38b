export { deleteInboxMessage, listAllInboxMessages } from './message-repository.js';
export {
  type InboxMessageInput,
  inboxMessageInputSchema,
  sendInboxMessage,
  setChatUnread,
  UnknownMemberError,
} from './send-inbox-message.js';
