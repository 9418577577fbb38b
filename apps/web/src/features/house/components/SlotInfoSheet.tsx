import type { FairnessState, SlotDefinition } from '@app/contracts';
import { Link } from 'react-router';
import { messageKeyOf, useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { useGameMoney } from '../hooks/use-game-money';
import * as fairStyles from './fairness.module.css';
import { SlotSymbol } from './SlotSymbol';
import * as styles from './slot.module.css';

/** Richest first: numeric keys ('10', '9') would otherwise lead, as objects list them first. */
function paytableRows(def: SlotDefinition): [string, number[]][] {
  return Object.entries(def.paytable).sort(([, a], [, b]) => (b.at(-1) ?? 0) - (a.at(-1) ?? 0));
}

interface Props {
  def: SlotDefinition;
  lineBet: number;
  totalBet: number;
  fairness: FairnessState;
  onClose(): void;
}

/** The game's rules: stated RTP, volatility, lines, the paytable at the chosen bet, and the fairness state. */
export function SlotInfoSheet({ def, lineBet, totalBet, fairness, onClose }: Props) {
  const { t } = useTranslation();
  const money = useGameMoney();
  return (
    <Sheet look="game" title={t(messageKeyOf(def.nameKey))} onClose={onClose} testId="slot-info">
      <dl className={styles.facts}>
        <div>
          <dt>{t('house_rtp')}</dt>
          <dd data-testid="slot-rtp">{def.statedRtp.toFixed(1)}%</dd>
        </div>
        <div>
          <dt>{t('house_volatility')}</dt>
          <dd>{t(`house_volatility_${def.volatility}`)}</dd>
        </div>
        <div>
          <dt>{t('house_lines')}</dt>
          <dd data-testid="slot-lines">{def.paylines.length}</dd>
        </div>
      </dl>
      <h3 className={styles.sheetTitle}>{t('house_paytable')}</h3>
      <p className={fairStyles.note}>{t('house_paytable_note', { amount: money(lineBet) })}</p>
      <ul className={styles.paytable} data-testid="paytable">
        {paytableRows(def).map(([symbol, pays]) => (
          <li key={symbol}>
            <SlotSymbol theme={def.theme} symbol={symbol} />
            {pays.map((multiplier, i) => {
              const count = i + 3;
              return (
                <span key={count}>
                  <small>{count}×</small> {money(multiplier * lineBet)}
                </span>
              );
            })}
          </li>
        ))}
        {def.scatter &&
          Object.entries(def.scatter.pays).map(([count, multiplier]) => (
            <li key={`scatter-${count}`}>
              <SlotSymbol theme={def.theme} symbol={def.scatter?.symbol ?? 'SCATTER'} />
              <span className={styles.wide}>
                {t('house_scatter_pays', { count, amount: money(multiplier * totalBet) })}
              </span>
            </li>
          ))}
      </ul>
      {def.wild && <p className={fairStyles.note}>{t('house_wild_note')}</p>}
      <h3 className={styles.sheetTitle}>{t('fair_title')}</h3>
      <dl className={fairStyles.state} data-testid="slot-fairness">
        <dt>{t('fair_server_hash')}</dt>
        <dd className={fairStyles.mono}>{fairness.serverSeedHash}</dd>
        <dt>{t('fair_client_seed')}</dt>
        <dd className={fairStyles.mono}>{fairness.clientSeed}</dd>
        <dt>{t('fair_next_nonce')}</dt>
        <dd className={fairStyles.mono}>{fairness.nonce}</dd>
      </dl>
      <Link to="/house/fairness" className="btn btn-primary btn-block" data-testid="slot-fairness-link">
        {t('fair_open')}
      </Link>
    </Sheet>
  );
}
