export { lotteryCatalogueFeed, officialLotteryCatalogueFeed } from './catalogue.js';
export { seedLotteries } from './seed.js';
export { settleDraw } from './settle-draw.js';
