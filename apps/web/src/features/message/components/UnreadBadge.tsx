import { badgeText } from '@app/contracts';

/** A count on an entry (R-MSG-16): nothing at 0, "99+" above 99. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="unread-badge" data-testid={testId}>
      {text}
    </span>
  );
}
