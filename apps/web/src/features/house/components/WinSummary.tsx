import type { HouseSpinValue, SlotDefinition } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useGameMoney } from '../hooks/use-game-money';
import { SlotSymbol } from './SlotSymbol';
import * as styles from './slot.module.css';

/** What the last spin paid: each line with its symbol and count, and the scatter pay. */
export function WinSummary({ def, result }: { def: SlotDefinition; result: HouseSpinValue | null }) {
  const { t } = useTranslation();
  const money = useGameMoney();
  if (!result) return <p className={`${styles.summary} ${styles.hint}`}>{t('house_good_luck')}</p>;
  if (result.winCentavos === 0)
    return (
      <p className={`${styles.summary} ${styles.hint}`} data-testid="no-win">
        {t('house_no_win')}
      </p>
    );
  return (
    <ul className={styles.summary} data-testid="win-list">
      {result.lineWins.map((win) => (
        <li key={win.line} className={styles.chip} data-testid="line-win">
          <span>{t('house_line', { line: win.line + 1 })}</span>
          <SlotSymbol theme={def.theme} symbol={win.symbol} />
          <span>×{win.count}</span>
          <strong>{money(win.payCentavos)}</strong>
        </li>
      ))}
      {result.scatterPayCentavos > 0 && (
        <li className={styles.chip} data-testid="scatter-win">
          <SlotSymbol theme={def.theme} symbol="SCATTER" />
          <span>×{result.scatterCount}</span>
          <strong>{money(result.scatterPayCentavos)}</strong>
        </li>
      )}
    </ul>
  );
}
