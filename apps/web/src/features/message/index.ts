export { TotalUnreadBadge } from './components/TotalUnreadBadge';
export { useRefreshUnreadOnEnter } from './hooks/use-unread-counts';
