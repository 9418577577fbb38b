import type { ReceivingAccount as Account } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';
import { CopyButton } from './CopyButton';

/** Where to send a manual transfer (R-WALLET-09), each detail with its copy button. */
export function ReceivingAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('cashier_bank'), value: account.bank, id: 'bank' },
    { label: t('cashier_account_name'), value: account.accountName, id: 'name' },
    { label: t('cashier_account_number'), value: account.accountNumber, id: 'number' },
  ];
  return (
    <dl className={styles.receivingAccount} data-testid="receiving-account">
      {rows.map((row) => (
        <div key={row.id} className={styles.receivingRow}>
          <dt>{row.label}</dt>
          {/* The copy button sits in the dd: a dl's groups may hold only dt and dd (axe, definition-list). */}
          <dd>
            <span data-testid={`receiving-${row.id}`}>{row.value}</span>
            <CopyButton text={row.value} testId={`copy-${row.id}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
