import { TX_CODES, type TxCode } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatMatchTime } from '../../shared/lib/date-time';
import { formatMoney, formatSignedMoney } from '../../shared/lib/money';
import { type TransactionFilter, useMemberTransactions } from './api/get-member-transactions';
import { useTxCodes } from './api/get-tx-codes';
import { DateRangeFields } from './components/DateRangeFields';
import { RecordsPager } from './components/RecordsPager';
import { RecordsState } from './components/RecordsState';
import * as styles from './components/records.module.css';
import { defaultRange } from './lib/date-range';

/** /m/transactionRecord (R-WALLET-19): every ledger movement with its type label, by period and type. */
export default function TransactionRecordScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionFilter>(() => ({
    ...defaultRange(),
    txCode: 'ALL',
    pageNum: 1,
  }));
  const transactions = useMemberTransactions(filter);
  const names = new Map(useTxCodes().data?.map((entry) => [entry.code, entry.name]));
  const label = (code: TxCode) => names.get(code) ?? t(`tx_${code}`);
  const page = transactions.data;
  return (
    <div className={styles.records} data-testid="transaction-records">
      <div className={styles.recordsFilters}>
        <label className={styles.recordsWide}>
          {t('rec_type')}
          <select
            value={filter.txCode}
            onChange={(e) => setFilter({ ...filter, txCode: e.target.value as TxCode | 'ALL', pageNum: 1 })}
            data-testid="records-type"
          >
            <option value="ALL">{t('rec_all_types')}</option>
            {TX_CODES.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields
          range={filter}
          onChange={(range) => setFilter({ ...filter, ...range, pageNum: 1 })}
        />
      </div>
      <RecordsState query={transactions}>
        <ul className={styles.recordsList}>
          {page?.list.map((tx) => (
            <li key={tx.id} className={styles.recordCard} data-testid="transaction" data-tx-code={tx.txCode}>
              <span className={styles.recordTitle} data-testid="transaction-type">
                {label(tx.txCode)}
              </span>
              <strong
                className={`${styles.recordAmount} ${tx.amount > 0 ? styles.isGain : tx.amount < 0 ? styles.isLoss : ''}`}
              >
                {formatSignedMoney(tx.amount, tx.currency)}
              </strong>
              <span className={styles.recordMeta}>
                {tx.gameName ? `${tx.gameName} · ` : ''}
                {formatMatchTime(tx.createdAt)}
              </span>
              <span className={`${styles.recordMeta} ${styles.recordRight}`}>
                {t('rec_balance_after', { amount: formatMoney(tx.balanceAfter, tx.currency) })}
              </span>
            </li>
          ))}
        </ul>
        <RecordsPager
          pageNum={page?.pageNum ?? 1}
          totalPages={page?.totalPages ?? 0}
          onPage={(pageNum) => setFilter({ ...filter, pageNum })}
        />
      </RecordsState>
    </div>
  );
}
