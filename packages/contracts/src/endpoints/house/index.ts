/**
 * The in-house slots. The game page speaks with its launch token, as a third-party game would; the
 * fairness pages belong to the member's account and use the session (H-3).
 */

export { crashBet } from './crash-bet.js';
export { crashBets } from './crash-bets.js';
export { crashCashout } from './crash-cashout.js';
export { crashSession } from './crash-session.js';
export { crashState } from './crash-state.js';
export { crashVerify } from './crash-verify.js';
export { fairness } from './fairness.js';
export { openSession } from './open-session.js';
export { rotateSeed } from './rotate-seed.js';
export { round } from './round.js';
export { spin } from './spin.js';
