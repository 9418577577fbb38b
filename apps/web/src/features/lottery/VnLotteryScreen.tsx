import { RegionalLotteryMenu } from './components/RegionalLotteryMenu';

/** /m/lotteryVn (R-GAMES-45): the Vietnamese lottery's menu, region by region. */
export default function VnLotteryScreen() {
  return <RegionalLotteryMenu lottery="vn" />;
}
