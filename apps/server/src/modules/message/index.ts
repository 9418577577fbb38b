export { deleteInboxMessage, listAllInboxMessages } from './message-repository.js';
export { messageRoutes } from './routes.js';
export {
  type InboxMessageInput,
  inboxMessageInputSchema,
  sendInboxMessage,
  setChatUnread,
  UnknownMemberError,
} from './send-inbox-message.js';
