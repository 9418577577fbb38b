import { useId } from 'react';
import '../../../styles/tokens/account.css';
import * as styles from '../account.module.css';
import { avatarColours } from '../lib/avatars';

/** The member's built-in avatar (no upload in this round): a figure on the colours of their icon id. */
export function MemberAvatar({ icon, size = 64 }: { icon: number; size?: number }) {
  const gradientId = useId();
  const [from, to] = avatarColours(icon);
  return (
    <svg
      className={styles.memberAvatar}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      data-testid="member-avatar"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="25" r="10" fill="#fff" fillOpacity="0.9" />
      <path d="M13 53c3-10 10.5-15 19-15s16 5 19 15a30 30 0 0 1-38 0z" fill="#fff" fillOpacity="0.9" />
    </svg>
  );
}
