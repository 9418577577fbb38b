// Whoever shows a ticket gets the lottery's styles with it.
import './lottery.css';

export { useLotteryGames, useLotteryOrderPage } from './api/lottery';
export { LotteryOrderSheet } from './components/LotteryOrderSheet';
