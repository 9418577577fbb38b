/**
 * The VIP club's member call (R-API-131). Trial accounts play with DEMO money, which never counts
 * towards a tier, so they are refused like guests are (free_reject).
 */
export { status } from './status.js';
