export { confirmLimit } from './confirm-limit.js';
export { protectionState } from './protection-state.js';
export { removeLimit } from './remove-limit.js';
export { requestReopen } from './request-reopen.js';
export { setLimit } from './set-limit.js';
export { takeBreak } from './take-break.js';
