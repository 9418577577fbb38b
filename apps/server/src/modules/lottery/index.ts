export { lotteryCatalogueFeed, lottoCatalogueFeed, officialLotteryCatalogueFeed } from './catalogue.js';
export {
  cancelOfficialDraw,
  confirmResult,
  pendingOfficialDraws,
  proposeResult,
  ResultRefused,
  rescheduleOfficialDraw,
  setOfficialCloseBefore,
  voidResult,
} from './official-results.js';
export { seedLotteries } from './seed.js';
export { settleDraw } from './settle-draw.js';
