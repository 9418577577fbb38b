import { ContractPage } from './components/ContractPage';
import { DividendOfferForm } from './components/DividendOfferForm';
import { DividendsCard } from './components/DividendsCard';
import { DividendTermsCard } from './components/DividendTermsCard';

/**
 * /m/member/agent/getDevidendContract (R-NAV-27, spelling kept): the dividend terms with the
 * member's upline with Accept and Reject (R-AGENT-06), this week's and past weeks' dividends, and,
 * for the agent, a due week paid after a confirmation (R-AGENT-11); an agent with agent info and
 * downline management on offers terms here. All while `AGENTPOLICY3` is on.
 */
export default function DividendContractScreen() {
  return (
    <ContractPage testId="dividend-contract">
      {(canOffer) => (
        <>
          <DividendTermsCard />
          <DividendsCard />
          {canOffer && <DividendOfferForm />}
        </>
      )}
    </ContractPage>
  );
}
