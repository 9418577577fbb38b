export {
  deleteAnnouncement,
  deleteNews,
  listAllAnnouncements,
  listAllNews,
} from './announcement-repository.js';
export { deleteHelpItem, listHelpItems } from './help-repository.js';
export { countUnreadNotices } from './list-notices.js';
export {
  type AnnouncementInput,
  announcementInputSchema,
  type NewsInput,
  newsInputSchema,
  saveAnnouncement,
  saveNews,
} from './save-announcement.js';
export { type HelpItemInput, helpItemInputSchema, saveHelpItem } from './save-help-item.js';
