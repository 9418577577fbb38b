export { checkAffiliate } from './api/check-affiliate';
export { AgentSections } from './components/AgentSections';
export { ContractCheckAlert } from './components/ContractCheckAlert';
export { ReferralEntry } from './components/ReferralEntry';
