import { Navigate, useSearchParams } from 'react-router';
import { launchPathOf } from './lib/lottery';

/** /m/startLottery (R-NAV-18): forwards to /m/launchGame with the chosen game's parameters. */
export default function StartLotteryScreen() {
  const [params] = useSearchParams();
  return <Navigate to={launchPathOf(params)} replace />;
}
