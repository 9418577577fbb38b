/** Enough of an address to recognise it: the first two characters and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}
