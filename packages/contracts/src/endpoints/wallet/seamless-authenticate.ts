import { seamless } from './seamless.js';

export const seamlessAuthenticate = /* @__PURE__ */ seamless(
  'authenticate',
  'seamlessAuthenticateBodySchema',
);
