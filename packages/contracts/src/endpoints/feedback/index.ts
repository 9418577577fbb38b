/**
 * A multipart form: `content`, optional `type`, and `images` files (R-API-49, R-HELP-11). Trial
 * accounts may send feedback: R-ROLE-17 does not list it among their refusals.
 */
export { send } from './send.js';
