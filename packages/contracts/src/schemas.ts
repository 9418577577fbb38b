export * from './account.js';
export * from './envelope.js';
export * from './feedback.js';
export * from './games.js';
export * from './member.js';
export * from './message.js';
export * from './system.js';
export * from './wallet.js';
