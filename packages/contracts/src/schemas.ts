export * from './account.js';
export * from './envelope.js';
export * from './games.js';
export * from './member.js';
export * from './system.js';
