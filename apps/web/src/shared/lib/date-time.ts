const pad = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/YYYY` in the device's time zone; empty for a value that is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** `DD/MM/YYYY HH:mm` (24-hour, A-22, R-CONST-21) in the device's time zone. */
export function formatMatchTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
