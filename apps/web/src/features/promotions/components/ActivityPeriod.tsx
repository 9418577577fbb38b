import { useTranslation } from '../../../i18n';

/** Activities run on the site's clock, whatever the device's zone: Philippine time (UTC+8). */
const MANILA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Manila',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `DD/MM/YYYY HH:mm` in Manila (A-22, R-CONST-21). */
export function formatManila(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(MANILA.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

export function ActivityPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation();
  return (
    <span className="activity-period" data-testid="activity-period">
      {t('activity_period', { start: formatManila(startsAt), end: formatManila(endsAt) })}
    </span>
  );
}
