import type { WheelOdds } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as wheelStyles from '../wheel.module.css';
import { segmentColour } from './WheelDial';

const Swatch = ({ index }: { index: number | null }) => (
  <span className={wheelStyles.swatch} style={{ background: segmentColour(index) }} aria-hidden="true" />
);

interface Props {
  prizes: readonly WheelOdds[];
  noPrizePercent: number;
  /** The row a spin landed on: a prize index, null for "no prize", undefined for none. */
  landed?: number | null;
}

/** The prize table with its published chances, in draw order, and the "no prize" remainder (H-3). */
export function WheelOddsTable({ prizes, noPrizePercent, landed }: Props) {
  const { t } = useTranslation();
  const mark = (hit: boolean) => (hit ? wheelStyles.landed : undefined);
  return (
    <table className={wheelStyles.odds} data-testid="wheel-odds">
      <caption>{t('wheel_odds_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wheel_col_prize')}</th>
          <th scope="col">{t('wheel_col_chance')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its place in the draw order
          <tr key={index} className={mark(landed === index)}>
            <td>
              <Swatch index={index} />
              {formatMoney(prize.amount)}
            </td>
            <td>{prize.percent}%</td>
          </tr>
        ))}
        {noPrizePercent > 0 && (
          <tr className={mark(landed === null)}>
            <td>
              <Swatch index={null} />
              {t('wheel_no_prize')}
            </td>
            <td>{noPrizePercent}%</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
