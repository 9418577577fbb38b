import { defineEndpoint } from '../endpoint.js';

const tags = ['house games'];

/**
 * The in-house slots. The game page speaks with its launch token, as a third-party game would; the
 * fairness pages belong to the member's account and use the session (H-3).
 */
export const houseEndpoints = {
  /** Opens the game with its launch token: player, currency, balance and the fairness commitment. */
  openSession: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slots/session',
    access: 'public',
    tags,
    body: 'houseSessionBodySchema',
    response: 'houseSessionValueSchema',
  }),
  /** The bet, the outcome and the win in one call; 409 INSUFFICIENT_FUNDS carries the balance. */
  spin: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slots/spin',
    access: 'public',
    tags,
    body: 'houseSpinBodySchema',
    response: 'houseSpinValueSchema',
  }),
  fairness: defineEndpoint({
    method: 'GET',
    path: '/wps/house/fairness',
    access: 'member',
    tags,
    query: 'emptyQuerySchema',
    response: 'fairnessValueSchema',
  }),
  /** A new client seed: the active server seed is revealed and a new one committed. */
  rotateSeed: defineEndpoint({
    method: 'POST',
    path: '/wps/house/fairness/rotate',
    access: 'member',
    tags,
    body: 'rotateSeedBodySchema',
    response: 'fairnessValueSchema',
  }),
  round: defineEndpoint({
    method: 'GET',
    path: '/wps/house/round',
    access: 'member',
    tags,
    query: 'houseRoundQuerySchema',
    response: 'houseRoundSchema',
  }),
} as const;
