import { RegionalLotteryMenu } from './components/RegionalLotteryMenu';

/** /m/lotterySea (R-GAMES-01): the sea lottery's 4D games, country by country. */
export default function SeaLotteryScreen() {
  return <RegionalLotteryMenu lottery="sea" />;
}
