export * from './account.js';
export * from './envelope.js';
export * from './member.js';
export * from './system.js';
