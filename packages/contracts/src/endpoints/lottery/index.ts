/** The house lotteries through the lottery gateway: the lobby, orders, cancellation and verification. */

export { lotteryCancel } from './lottery-cancel.js';
export { lotteryGames } from './lottery-games.js';
export { lotteryNumeros } from './lottery-numeros.js';
export { lotteryOrderDetail } from './lottery-order-detail.js';
export { lotteryOrders } from './lottery-orders.js';
export { lotteryPlace } from './lottery-place.js';
export { lotteryPopular } from './lottery-popular.js';
export { seaGameMenu } from './lottery-sea-menu.js';
export { seaNumeros } from './lottery-sea-numeros.js';
export { seaRecentGames } from './lottery-sea-recent.js';
export { lotteryVerify } from './lottery-verify.js';
export { vnGameMenu, vnNumeros, vnRecentGames } from './lottery-vn.js';
