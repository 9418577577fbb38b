import type { CustomerService } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { openCustomerService } from '../../../shared/lib/customer-service';
import { notify } from '../../../shared/stores/notices';

export function CustomerServiceButton({ entry }: { entry: CustomerService | null }) {
  const { t } = useTranslation();
  if (!entry) return null;
  const open = () => {
    if (!openCustomerService(entry)) notify('err_url_empty', { tone: 'error' });
  };
  return (
    <button type="button" className="btn btn-ghost btn-block" onClick={open}>
      {t('status_contact_service')}
    </button>
  );
}
