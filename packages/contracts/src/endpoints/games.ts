import { defineEndpoint } from '../endpoint.js';

const tags = ['games'];

/**
 * The catalogue (R-API-53 … 55, 62), upcoming matches (R-HOME-27), the launch (R-API-63), and a
 * member's favourites, recent games and game records (R-API-56 … 61, 73). The member calls act on the
 * session's own member only (S-20). MCS2_addRecentGame is a GET as the SPEC has it: the session is a
 * header token, which another site cannot make a browser send, so the GET carries no cross-site risk.
 */
export const gamesEndpoints = {
  vendorGameTypes: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    access: 'public',
    tags,
    query: 'vendorGameTypesQuerySchema',
    response: 'vendorGameTypesSchema',
  }),
  /** The busiest call of the site: its answer is sent as text already serialised. */
  gameList: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameList',
    access: 'public',
    tags,
    body: 'gameListBodySchema',
    response: 'gamePageSchema',
  }),
  hotGames: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    access: 'public',
    tags,
    query: 'hotGamesQuerySchema',
    response: 'gameListSchema',
  }),
  hotMatches: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotMatches',
    access: 'public',
    tags,
    query: 'hotMatchesQuerySchema',
    response: 'hotMatchListSchema',
  }),
  rankList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    access: 'public',
    tags,
    query: 'rankListQuerySchema',
    response: 'rankListSchema',
  }),
  /** Answers the game URL, or URL_EMPTY / TRIAL_FORBIDDEN (R-GAMES-40). */
  launch: defineEndpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    access: 'member',
    tags,
    query: 'launchQuerySchema',
    response: 'launchValueSchema',
  }),
  favouriteIds: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    access: 'member',
    tags,
    query: 'emptyQuerySchema',
    response: 'favouriteIdsSchema',
  }),
  favouriteList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    access: 'member',
    tags,
    query: 'favouriteListQuerySchema',
    response: 'favouritePageSchema',
  }),
  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    access: 'member',
    tags,
    body: 'favouriteBodySchema',
    response: 'successSchema',
  }),
  /** A DELETE with a JSON body (R-GAMES-31). */
  removeFavourite: defineEndpoint({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    access: 'member',
    tags,
    body: 'favouriteBodySchema',
    response: 'successSchema',
  }),
  addRecentGame: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    access: 'member',
    tags,
    query: 'addRecentQuerySchema',
    response: 'successSchema',
  }),
  recentGames: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    access: 'member',
    tags,
    query: 'recentQuerySchema',
    response: 'gameListSchema',
  }),
  gameRecords: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_gameRecord',
    access: 'member',
    tags,
    query: 'gameRecordQuerySchema',
    response: 'gameRecordPageSchema',
  }),
} as const;
