/** Unread counters, the inbox and the live-chat hand-off (R-API-77, R-API-80 … R-API-82, R-API-129, R-MSG-11). */
export { chatModels } from './chat-models.js';
export { chatUnread } from './chat-unread.js';
export { deleteInboxMessage } from './delete-inbox-message.js';
export { inbox } from './inbox.js';
export { launchChat } from './launch-chat.js';
export { readInboxMessage } from './read-inbox-message.js';
export { restInbox, restInboxMessage, restReadInboxMessage } from './rest-inbox.js';
export { unreadCount } from './unread-count.js';
