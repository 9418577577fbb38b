export { useLotteryGames, useLotteryOrderPage } from './api/lottery';
export { LotteryOrderSheet } from './components/LotteryOrderSheet';
