export * from './account.js';
export * from './content.js';
export * from './games.js';
export * from './system.js';
