import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { Logo } from '../../../shared/ui/Logo';
import * as styles from './gate.module.css';

interface Props {
  icon: IconName;
  title: string;
  testId: string;
  /** Absent on the error page: no status has loaded there. */
  siteName?: string;
  children: ReactNode;
}

/** The full-screen card the status gate and the error page share. */
export function GateLayout({ icon, title, testId, siteName, children }: Props) {
  return (
    <main className={styles.gate} data-testid={testId}>
      <Logo siteName={siteName} />
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon name={icon} size={40} />
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
