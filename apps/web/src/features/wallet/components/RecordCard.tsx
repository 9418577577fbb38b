import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './records.module.css';

/** How a record's outcome reads: money gained, money lost, or neither. */
export type RecordTone = 'gain' | 'loss';

const TONE: Record<RecordTone, string> = { gain: styles.isGain, loss: styles.isLoss };

type Props = Omit<ComponentPropsWithoutRef<'li'>, 'title' | 'className'> & {
  title: ReactNode;
  amount: ReactNode;
  meta: ReactNode;
  /** The right-hand line under the amount (a status, a balance), coloured by `tone` when given. */
  status: ReactNode;
  tone?: RecordTone;
  /** Lines across the whole card under the four above (a reason, an action). */
  children?: ReactNode;
};

/** One row of a records list: title and amount, then its time line and its status line. */
export function RecordCard({ title, amount, meta, status, tone, children, ...item }: Props) {
  const right = `${styles.recordMeta} ${styles.recordRight}`;
  return (
    <li className={styles.recordCard} {...item}>
      <span className={styles.recordTitle}>{title}</span>
      <strong className={styles.recordAmount}>{amount}</strong>
      <span className={styles.recordMeta}>{meta}</span>
      <span className={tone ? `${right} ${TONE[tone]}` : right}>{status}</span>
      {children}
    </li>
  );
}
