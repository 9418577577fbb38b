import { type CustomerService, decodeServicePath } from '@app/contracts';

/** Opens the customer-service entry (R-SYS-27): live chat in this tab, others in a new tab. */
export function openCustomerService(entry: CustomerService): boolean {
  const url = decodeServicePath(entry.path);
  if (!url) return false;
  if (entry.csType === 'LIVECHAT') window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
