import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n';

interface Props {
  /** Why nothing is here, in the player's words. */
  why: MessageKey;
  /** Where to go instead; the lobby unless the screen knows better. */
  next?: { to: string; label: MessageKey } | null;
  testId: string;
}

/**
 * An empty list (R-GAMES-51, R-MSG-07: "No data"), then why it is empty and what to do next (issue 19),
 * so a new site's empty page reads as a page, not as a fault.
 */
export function EmptyState({ why, next = { to: '/home', label: 'games_empty_next' }, testId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid={testId}>
      <strong data-testid={`${testId}-title`}>{t('in_no_data')}</strong>
      <p data-testid={`${testId}-why`}>{t(why)}</p>
      {next && (
        <Link to={next.to} className="btn btn-ghost btn-small" data-testid={`${testId}-next`}>
          {t(next.label)}
        </Link>
      )}
    </div>
  );
}
