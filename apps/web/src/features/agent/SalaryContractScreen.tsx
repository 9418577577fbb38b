import type { SalaryPeriod } from '@app/contracts';
import { ContractPage } from './components/ContractPage';
import { SalaryCard } from './components/SalaryCard';
import { SalaryContractHistory } from './components/SalaryContractHistory';
import { SalaryOfferCard } from './components/SalaryOfferCard';
import { SalaryOfferForm } from './components/SalaryOfferForm';

/** One period's salary contract page: the offer, the salaries, the offer form and the history. */
export function SalaryContractPage({ period, testId }: { period: SalaryPeriod; testId: string }) {
  return (
    <ContractPage testId={testId}>
      {(canOffer) => (
        <>
          <SalaryOfferCard period={period} />
          <SalaryCard period={period} />
          {canOffer && <SalaryOfferForm period={period} />}
          <SalaryContractHistory period={period} />
        </>
      )}
    </ContractPage>
  );
}

/**
 * /m/member/agent/getSalaryContract (R-NAV-27): the daily-salary offer waiting for the member with
 * Accept and Reject, today's and past salaries, and earlier contracts (R-AGENT-05, R-AGENT-09); an
 * agent with agent info and downline management on also offers terms to a direct downline here. All while `AGENTPOLICY3` is on.
 */
export default function SalaryContractScreen() {
  return <SalaryContractPage period="day" testId="salary-contract" />;
}
