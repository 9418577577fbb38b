import { type ContractCheckField, firstWaitingContract, runsContractCheck } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type MessageKey, useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/stores/session';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { fetchContractCheck } from '../api/get-contract-check';
import { useContractsOn } from '../hooks/use-contracts-on';

const MESSAGES: Record<ContractCheckField, MessageKey> = {
  dailysalreqtype: 'contract_check_salary',
  divtypecompperiodreq: 'contract_check_dividend',
  contracthoursalreq: 'contract_check_hourly',
};

/**
 * The contract check (R-AGENT-02 … R-AGENT-04): right after a login and whenever /m/member/home
 * opens, while `AGENTPOLICY3` is on and the member's type is not 4 or 40 to 42, it asks which
 * contracts wait; the first in the order daily salary, dividend, hourly is offered with Cancel or
 * "go to contract", and the others come up the next time it runs.
 */
export function ContractCheckAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const session = useSession((s) => s.session);
  const contractsOn = useContractsOn(true);
  const [asked, setAsked] = useState(false);
  const [waiting, setWaiting] = useState<ReturnType<typeof firstWaitingContract>>(null);
  const token = session?.token;
  const known = useRef(token);

  useEffect(() => {
    if (token && token !== known.current) setAsked(true);
    known.current = token;
  }, [token]);
  useEffect(() => {
    if (pathname === '/member/home') setAsked(true);
  }, [pathname]);
  const runs = Boolean(token) && runsContractCheck(session?.type) && contractsOn === true;
  useEffect(() => {
    if (!asked || contractsOn === undefined) return;
    setAsked(false);
    if (!runs) return;
    fetchContractCheck(client).then(
      (check) => setWaiting(firstWaitingContract(check)),
      // The check is a reminder: when it cannot be made, the member is simply not reminded this time.
      () => undefined,
    );
  }, [asked, runs, contractsOn, client]);

  if (!waiting || !token) return null;
  return (
    <ConfirmDialog
      testId="contract-check"
      message={t(MESSAGES[waiting.field])}
      cancelLabel={t('prompt_cancel')}
      confirmLabel={t('contract_check_go')}
      onCancel={() => setWaiting(null)}
      onConfirm={() => {
        setWaiting(null);
        navigate(waiting.path);
      }}
    />
  );
}
