export { type CatalogueFeed, feedSchema } from './catalogue-feed.js';
export { catalogueCounts } from './catalogue-repository.js';
export { FeedError, type ImportReport, importCatalogue } from './import-catalogue.js';
export { switchGame, switchVendor } from './manage-catalogue.js';
export {
  addHotMatch,
  HotMatchError,
  type HotMatchInput,
  hotMatchInputSchema,
  listHotMatches,
  removeHotMatch,
} from './manage-hot-matches.js';
export type { LaunchRequest, VendorAdapter } from './vendor-adapter.js';
export { listVendors } from './vendor-repository.js';
export { insertSettledRound, type SettledRound } from './winner-repository.js';
