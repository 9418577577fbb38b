export { getGameList } from './api/get-game-list';
export { useHotMatches } from './api/get-hot-matches';
export { useRankList } from './api/get-rank-list';
export { useVendorGameTypes } from './api/get-vendor-game-types';
export { CategoryContent } from './components/CategoryContent';
export { GameArt } from './components/GameArt';
export { GameGrid } from './components/GameGrid';
export { CATEGORY_ICONS, GAME_ICONS, type GameIconName } from './components/game-icons';
export { LaunchRefusal } from './components/LaunchRefusal';
export { PagingBar } from './components/PagingBar';
export { SearchBox } from './components/SearchBox';
export { VendorGrid } from './components/VendorGrid';
export { useGameList } from './hooks/use-game-list';
export {
  closeGameOffer,
  dropPendingGame,
  keepPendingGame,
  useDropPendingGameOutsideSignIn,
  useGuestGame,
} from './hooks/use-guest-game';
export { useLaunch, useResumePendingGame } from './hooks/use-launch';
export { useSiteCategories } from './hooks/use-site-categories';
export { allVendors, categoryOfPath, categoryPath, orderCategories } from './lib/categories';
export { EMPTY_FILTER, gameListBody, gamesCountClaim, initials, styleVariant } from './lib/filters';
export { type LaunchTarget, offersDemo } from './lib/launch';
