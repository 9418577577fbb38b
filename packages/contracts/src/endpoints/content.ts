import { defineEndpoint } from '../endpoint.js';

const tags = ['content'];

/** Help, announcements, banners, notices, pop-ups and lobby news (R-API-74 … R-API-79). */
export const contentEndpoints = {
  /** The help centre; its path is the SPEC's although it belongs to content. */
  helpCenter: defineEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    access: 'public',
    tags,
    query: 'helpCenterQuerySchema',
    response: 'helpItemListSchema',
  }),
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    access: 'optional-member',
    tags,
    query: 'announcementListQuerySchema',
    response: 'announcementListSchema',
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getNotices',
    access: 'optional-member',
    tags,
    query: 'noticesQuerySchema',
    response: 'noticeListSchema',
  }),
  popularAnnouncements: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPopularAnnouncements',
    access: 'optional-member',
    tags,
    query: 'noticesQuerySchema',
    response: 'noticeListSchema',
  }),
  markAnnouncementRead: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    access: 'member',
    tags,
    body: 'markReadBodySchema',
    response: 'successSchema',
  }),
  lobbyNews: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_lobbyNews',
    access: 'public',
    tags,
    query: 'lobbyNewsQuerySchema',
    response: 'lobbyNewsSchema',
  }),
} as const;
