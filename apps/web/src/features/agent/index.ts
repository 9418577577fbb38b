export { checkAffiliate } from './api/check-affiliate';
export { AgentSections } from './components/AgentSections';
export { ReferralEntry } from './components/ReferralEntry';
