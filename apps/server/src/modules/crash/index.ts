export { makeChain } from './chain.js';
export { insertChain } from './round-repository.js';
