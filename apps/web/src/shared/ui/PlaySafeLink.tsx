import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n';

/**
 * The way from an offer to the player's own limits, breaks and self-exclusion (issue 16, H-6):
 * every promotion, deposit offer and the VIP weekly fund carry it. The class comes from the surface
 * it sits on (when the surface does not style its links already).
 */
export function PlaySafeLink({
  className,
  testId,
  labelKey = 'promo_responsible_gaming',
}: {
  className?: string;
  testId: string;
  labelKey?: MessageKey;
}) {
  const { t } = useTranslation();
  return (
    <Link to="/member/responsibleGaming" className={className} data-testid={testId}>
      {t(labelKey)}
    </Link>
  );
}
