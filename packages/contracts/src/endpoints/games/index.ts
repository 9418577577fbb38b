/**
 * The catalogue (R-API-53 … 55, 62), upcoming matches (R-HOME-27), the launch (R-API-63), and a
 * member's favourites, recent games and game records (R-API-56 … 61, 73). The member calls act on the
 * session's own member only (S-20). MCS2_addRecentGame is a GET as the SPEC has it: the session is a
 * header token, which another site cannot make a browser send, so the GET carries no cross-site risk.
 */
export { addFavourite } from './add-favourite.js';
export { addRecentGame } from './add-recent-game.js';
export { favouriteIds } from './favourite-ids.js';
export { favouriteList } from './favourite-list.js';
export { gameList } from './game-list.js';
export { gameRecords } from './game-records.js';
export { hotGames } from './hot-games.js';
export { hotMatches } from './hot-matches.js';
export { launch } from './launch.js';
export { rankList } from './rank-list.js';
export { recentGames } from './recent-games.js';
export { removeFavourite } from './remove-favourite.js';
export { vendorGameTypes } from './vendor-game-types.js';
