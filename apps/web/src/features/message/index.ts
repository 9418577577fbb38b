export { TotalUnreadBadge } from './components/TotalUnreadBadge';
export { useLaunchChat } from './hooks/use-launch-chat';
export { useRefreshUnreadOnEnter } from './hooks/use-unread-counts';
