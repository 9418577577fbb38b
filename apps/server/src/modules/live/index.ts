export { type LiveBus, type LiveEvent, localBus, redisBus } from './bus.js';
