export { listApplications } from './application-repository.js';
export { decideAgentApplication } from './applications.js';
