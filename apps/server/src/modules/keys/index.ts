export { credentialKey } from './credential-key.js';
export { default as encryptedBody } from './encrypted-body.js';
export { serverKey } from './server-key.js';
