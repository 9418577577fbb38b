export { checkChallenge } from './challenges.js';
export { challengeRoutes } from './routes.js';
