export { listApplications } from './application-repository.js';
export { decideAgentApplication } from './applications.js';
export { AgentOpsRefusal, agentOverview, setAgentQuota, setAgentRebates, setAgentType } from './operator.js';
export { paySalaries } from './salary-payout.js';
export { listSalaryPayouts } from './salary-repository.js';
