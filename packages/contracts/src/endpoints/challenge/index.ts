/** A signed proof-of-work challenge for one purpose (R-AUTH-24, R-AUTH-35). */
export { issue } from './issue.js';
