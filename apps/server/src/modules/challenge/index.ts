export { checkChallenge } from './challenges.js';
