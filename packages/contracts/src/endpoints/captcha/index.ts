/** A new picture, bound to this browser by a cookie (R-AUTH-11). */
export { issue } from './issue.js';
