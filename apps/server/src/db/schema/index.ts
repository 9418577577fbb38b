export * from './account.js';
export * from './content.js';
export * from './feedback.js';
export * from './games.js';
export * from './house.js';
export * from './message.js';
export * from './system.js';
export * from './wallet.js';
