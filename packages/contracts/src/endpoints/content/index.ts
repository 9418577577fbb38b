/** Help, announcements, banners, notices, pop-ups and lobby news (R-API-74 … R-API-79). */
export { announcements } from './announcements.js';
export { helpCenter } from './help-center.js';
export { lobbyNews } from './lobby-news.js';
export { markAnnouncementRead } from './mark-announcement-read.js';
export { notices } from './notices.js';
export { popularAnnouncements } from './popular-announcements.js';
