import { birthDateProblem, dayIn, type Language } from '@app/contracts';
import { formatDay } from '../../../shared/lib/date-time';

/** The order a date is typed in: day first (DD/MM/YYYY) or, in Chinese and Japanese, year first. */
export type DateOrder = 'dmy' | 'ymd';
export const dateOrderOf = (language: Language): DateOrder =>
  language === 'CN' || language === 'JA' ? 'ymd' : 'dmy';

/** Digits typed so far, with the slashes put in for the player (DD/MM/YYYY or YYYY/MM/DD). */
export function maskBirthDate(typed: string, order: DateOrder): string {
  const digits = typed.replace(/\D/gu, '').slice(0, 8);
  const cuts = order === 'dmy' ? [2, 4] : [4, 6];
  let out = '';
  for (const [index, digit] of [...digits].entries()) {
    if (cuts.includes(index)) out += '/';
    out += digit;
  }
  return out;
}

/** The typed date as YYYY-MM-DD, or null when it is not a full date of that shape. */
export function parseBirthDate(text: string, order: DateOrder): string | null {
  const match = (order === 'dmy' ? /^(\d{2})\/(\d{2})\/(\d{4})$/u : /^(\d{4})\/(\d{2})\/(\d{2})$/u).exec(
    text,
  );
  if (!match) return null;
  const [a, b, c] = [match[1], match[2], match[3]];
  return order === 'dmy' ? `${c}-${b}-${a}` : `${a}-${b}-${c}`;
}

/** A YYYY-MM-DD date as the player types it. */
export const showBirthDate = (iso: string, order: DateOrder) =>
  order === 'dmy' ? formatDay(iso) : iso.replaceAll('-', '/');

/** What is wrong with the typed date, as a message key, or null: the server checks the same (H-8). */
export function birthDateMessage(
  text: string,
  order: DateOrder,
  today = dayIn('Asia/Manila'),
): 'val_required' | 'val_birth_date' | 'err_under_age' | null {
  if (!text) return 'val_required';
  const iso = parseBirthDate(text, order);
  if (!iso) return 'val_birth_date';
  const problem = birthDateProblem(iso, today);
  if (problem === 'invalid') return 'val_birth_date';
  return problem === 'under_age' ? 'err_under_age' : null;
}
