export { credentialKey } from './credential-key.js';
export { serverKey } from './server-key.js';
