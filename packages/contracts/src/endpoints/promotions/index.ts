export { rewardClaim } from './reward-claim.js';
export { rewardList } from './reward-list.js';
export { signIn } from './sign-in.js';
export { signInStatus } from './sign-in-status.js';
export { wheelSpin } from './wheel-spin.js';
export { wheelSpins } from './wheel-spins.js';
export { wheelStatus } from './wheel-status.js';
