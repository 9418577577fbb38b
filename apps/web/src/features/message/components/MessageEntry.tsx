import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import { MESSAGE_ICONS } from '../lib/icons';
import * as styles from '../message.module.css';
import { UnreadBadge } from './UnreadBadge';

interface Props {
  icon: keyof typeof MESSAGE_ICONS;
  label: string;
  testId: string;
  count?: number;
  /** A page of the site, an outside link (opened in a new tab), or an action. */
  to?: string;
  href?: string;
  onClick?: () => void;
}

/** One row of the message centre: icon, label, unread badge and chevron. */
export function MessageEntry({ icon, label, testId, count = 0, to, href, onClick }: Props) {
  const body: ReactNode = (
    <>
      <span className={styles.entryIcon} data-icon={icon}>
        <SvgIcon d={MESSAGE_ICONS[icon]} />
      </span>
      <span className={styles.entryLabel}>{label}</span>
      <UnreadBadge count={count} testId={`${testId}-badge`} />
      <Icon name="chevron" size={16} className={styles.entryChevron} />
    </>
  );
  if (to) {
    return (
      <Link to={to} className={styles.entry} data-testid={testId}>
        {body}
      </Link>
    );
  }
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.entry} data-testid={testId}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={styles.entry} onClick={onClick} data-testid={testId}>
      {body}
    </button>
  );
}
