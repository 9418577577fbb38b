import { SalaryContractPage } from './SalaryContractScreen';

/**
 * /m/member/agent/getHourContract (R-NAV-27): the hourly-salary terms offered to the member with
 * Accept and Reject (R-AGENT-06), this hour's and the last hours' salaries, and earlier hourly
 * contracts; an agent offers hourly terms here, as on the daily page. All while `AGENTPOLICY3` is on.
 */
export default function HourContractScreen() {
  return <SalaryContractPage period="hour" testId="hour-contract" />;
}
