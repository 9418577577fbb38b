import { ContractPage } from './components/ContractPage';
import { DailySalaryCard } from './components/DailySalaryCard';
import { SalaryContractHistory } from './components/SalaryContractHistory';
import { SalaryOfferCard } from './components/SalaryOfferCard';
import { SalaryOfferForm } from './components/SalaryOfferForm';

/**
 * /m/member/agent/getSalaryContract (R-NAV-27): the daily-salary offer waiting for the member with
 * Accept and Reject, today's and past salaries, and earlier contracts (R-AGENT-05, R-AGENT-09); an
 * agent with agent info and downline management on also offers terms to a direct downline here. All while `AGENTPOLICY3` is on.
 */
export default function SalaryContractScreen() {
  return (
    <ContractPage testId="salary-contract">
      {(canOffer) => (
        <>
          <SalaryOfferCard />
          <DailySalaryCard />
          {canOffer && <SalaryOfferForm />}
          <SalaryContractHistory />
        </>
      )}
    </ContractPage>
  );
}
