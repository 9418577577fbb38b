import type { MemberBonus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { formatAmount, formatMoney } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import * as styles from '../cashier.module.css';
import { useBonusForfeit } from '../hooks/use-bonus-forfeit';
import { BonusProgress } from './BonusProgress';
import { BonusRules, OfferTerms } from './BonusTerms';

/**
 * The member's running bonus (R-WALLET-08): waiting for its deposit, or credited with what is still
 * locked, the wagering met so far and when it must be met; either can be given up, after a question.
 */
export function BonusCard({ bonus, terms }: { bonus: MemberBonus; terms?: string }) {
  const { t } = useTranslation();
  const forfeit = useBonusForfeit(bonus.bonusId);
  const pending = bonus.status === 'pending';
  return (
    <section
      className={`${styles.cashierCard} ${styles.bonusCard}`}
      data-testid="bonus-card"
      data-status={bonus.status}
      aria-label={t('bonus_section_title')}
    >
      <div className={styles.bonusCardHead}>
        <h2 className={styles.cashierSubtitle}>{bonus.title}</h2>
        <span className={styles.bonusStatus} data-status={bonus.status} data-testid="bonus-status">
          {t(pending ? 'bonus_status_pending' : 'bonus_status_active')}
        </span>
      </div>
      {pending ? (
        <p className={styles.cashierNotice}>{t('bonus_pending_note')}</p>
      ) : (
        <>
          <div className={styles.summaryRow}>
            <span>{t('bonus_amount')}</span>
            <strong data-testid="bonus-amount">{formatMoney(bonus.amount)}</strong>
          </div>
          <div className={styles.summaryRow}>
            <span>{t('bonus_locked')}</span>
            <strong data-testid="bonus-locked">{formatMoney(bonus.locked)}</strong>
          </div>
          <BonusProgress bonus={bonus} />
          {bonus.expiresAt && (
            <p className={styles.cashierHint} data-testid="bonus-expires">
              {t('bonus_expires', { date: formatManila(bonus.expiresAt) })}
            </p>
          )}
        </>
      )}
      {terms && <OfferTerms terms={terms} />}
      <BonusRules />
      <button
        type="button"
        className="btn btn-ghost btn-block"
        onClick={forfeit.ask}
        data-testid="bonus-give-up"
      >
        {t('bonus_give_up')}
      </button>
      {forfeit.asking && (
        <ConfirmDialog
          message={
            pending
              ? t('bonus_give_up_confirm_pending')
              : t('bonus_give_up_confirm', { locked: formatAmount(bonus.locked) })
          }
          cancelLabel={t('bonus_keep')}
          confirmLabel={t('bonus_give_up')}
          onCancel={forfeit.cancel}
          onConfirm={forfeit.confirm}
          busy={forfeit.busy}
          testId="bonus-give-up-dialog"
        />
      )}
    </section>
  );
}
