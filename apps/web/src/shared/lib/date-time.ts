const pad = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/YYYY` in the device's time zone; empty for a value that is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A calendar day `YYYY-MM-DD` as `DD/MM/YYYY`, with no time zone to shift it; empty if malformed. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** `DD/MM/YYYY HH:mm` (24-hour, A-22, R-CONST-21) in the device's time zone. */
export function formatMatchTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Promotions run on the site's clock, whatever the device's zone: Philippine time (UTC+8). */
const MANILA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Manila',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `DD/MM/YYYY HH:mm` in Manila (A-22, R-CONST-21); empty for a value that is not a date. */
export function formatManila(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(MANILA.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
